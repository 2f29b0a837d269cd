// The inline rename of a saved search gives focus back to its Rename button once the name is saved or the rename
// is cancelled, whenever the browser runs its frame callbacks relative to React's commit.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { SavedSearchRow } from '@/components/saved-searches/saved-search-row';
import type { SavedSearchItem } from '@/lib/validation/saved-search';
import { withCopy } from '@/tests/helpers/copy';

jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const first: SavedSearchItem = { id: 'a1', label: '2 BHK homes', path: '/search?bhk=2', alertsEnabled: true, createdAt: '2026-11-01T00:00:00.000Z' };

function List() {
  const [item, setItem] = useState(first);
  return (
    <ul>
      <SavedSearchRow item={item} onChange={setItem} onGone={() => undefined} />
    </ul>
  );
}

beforeEach(() => {
  global.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    const { label } = JSON.parse(String(init?.body)) as { label: string };
    return { ok: true, status: 200, json: async () => ({ savedSearch: { ...first, label } }) } as Response;
  }) as unknown as typeof fetch;
  // A frame callback that runs before React has put the row back on screen (as a busy browser may).
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => {
    callback(0);
    return 0;
  });
});
afterEach(() => jest.restoreAllMocks());

test('a saved name shows in the row and focus is back on its Rename button', async () => {
  render(withCopy(<List />, ['account']));
  fireEvent.click(screen.getByRole('button', { name: 'Rename: 2 BHK homes' }));
  const field = screen.getByLabelText('Search name');
  expect(field).toHaveFocus();
  fireEvent.change(field, { target: { value: 'Family flats' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
  const rename = await screen.findByRole('button', { name: 'Rename: Family flats' });
  await waitFor(() => expect(rename).toHaveFocus());
  expect(screen.queryByLabelText('Search name')).toBeNull();
});

test('Escape cancels the rename, changes nothing and gives focus back to Rename', async () => {
  render(withCopy(<List />, ['account']));
  fireEvent.click(screen.getByRole('button', { name: 'Rename: 2 BHK homes' }));
  fireEvent.keyDown(screen.getByLabelText('Search name'), { key: 'Escape' });
  const rename = await screen.findByRole('button', { name: 'Rename: 2 BHK homes' });
  await waitFor(() => expect(rename).toHaveFocus());
  expect(global.fetch).not.toHaveBeenCalled();
});

test('in Kannada the row reads in Kannada and opens the search in Kannada', () => {
  render(withCopy(<List />, ['account'], 'kn'));
  expect(screen.getByRole('button', { name: 'ಹೆಸರು ಬದಲಿಸಿ: 2 BHK homes' })).toBeInTheDocument();
  expect(screen.getByTestId('saved-search-open')).toHaveAttribute('href', '/kn/search?bhk=2');
  expect(screen.getByText('ಅಲರ್ಟ್ ಆನ್')).toBeInTheDocument();
});
