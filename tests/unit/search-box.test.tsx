import { act, fireEvent, render as renderPlain, screen, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { withCopy } from '../helpers/copy';
import { useState } from 'react';
import { SearchBox } from '@/components/search/search-box';
import { TEST_SEARCH_BOX_ICONS } from '../helpers/search-form-icons';
import type { Suggestion } from '@/lib/search/types';

// The components read their texts from the scope their server parent gives them.
const render = (ui: ReactElement) => renderPlain(ui, { wrapper: ({ children }: { children: ReactNode }) => withCopy(<>{children}</>, ['home', 'search']) });

const SUGGESTIONS: Record<string, Suggestion[]> = {
  pre: [
    { name: 'Prestige Lakeside Habitat', type: 'Society', id: 's1' },
    { name: 'Prestige Song of the South', type: 'Society', id: 's2' },
    { name: 'Prestige', type: 'Builder', id: 'b1' },
  ],
  pres: [
    { name: 'Prestige Song of the South', type: 'Society', id: 's2' },
    { name: 'Prestige', type: 'Builder', id: 'b1' },
  ],
  pr: [{ name: 'Prism Towers', type: 'Society', id: 's9' }],
  whi: [{ name: 'Whitefield', type: 'Location', id: 'l1' }],
};

interface Pending {
  query: string;
  resolve: () => void;
}

let pending: Pending[] = [];
let fetchMock: jest.Mock;

function answer(query: string) {
  return {
    ok: true,
    status: 200,
    json: async () => ({ suggestions: SUGGESTIONS[query] ?? [] }),
  };
}

/** fetch answers only when the test says so, so that the order of answers can be chosen. */
function installFetch() {
  pending = [];
  fetchMock = jest.fn((url: string) => {
    const query = new URL(url, 'http://localhost').searchParams.get('q') ?? '';
    return new Promise((resolve) => pending.push({ query, resolve: () => resolve(answer(query)) }));
  });
  global.fetch = fetchMock as unknown as typeof fetch;
}

async function respond(query?: string) {
  const entries = query === undefined ? pending : pending.filter((entry) => entry.query === query);
  pending = pending.filter((entry) => !entries.includes(entry));
  await act(async () => {
    entries.forEach((entry) => entry.resolve());
  });
}

function advance(ms: number) {
  for (let step = 0; step < ms; step += 1) act(() => jest.advanceTimersByTime(1));
}

function Harness({ initial = '', onPick = jest.fn(), onSubmit = jest.fn() }: { initial?: string; onPick?: jest.Mock; onSubmit?: jest.Mock }) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(value);
      }}
    >
      <SearchBox icons={TEST_SEARCH_BOX_ICONS} value={value} onValueChange={setValue} onPick={onPick} />
    </form>
  );
}

const input = () => screen.getByRole('combobox');
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const options = () => within(screen.getByRole('listbox', { hidden: true })).queryAllByRole('option', { hidden: true });
const key = (name: string) => fireEvent.keyDown(input(), { key: name });

async function typeAndLoad(text: string) {
  type(text);
  advance(150);
  await respond(text);
}

beforeEach(() => {
  jest.useFakeTimers();
  installFetch();
});
afterEach(() => jest.useRealTimers());

describe('search box autocomplete', () => {
  it('is an ARIA combobox controlling a listbox that starts closed', () => {
    render(<Harness />);
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    const list = screen.getByRole('listbox', { hidden: true });
    expect(input()).toHaveAttribute('aria-controls', list.id);
    expect(list).not.toBeVisible();
  });

  it('asks once per pause in typing, then lists names with their kind', async () => {
    render(<Harness />);
    type('p');
    advance(50);
    type('pr');
    advance(50);
    type('pre');
    advance(149);
    expect(fetchMock).not.toHaveBeenCalled();
    advance(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/suggestions?q=pre');
    await respond('pre');

    expect(input()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox')).toBeVisible();
    expect(options().map((option) => option.textContent)).toEqual([
      'Prestige Lakeside HabitatSociety',
      'Prestige Song of the SouthSociety',
      'PrestigeBuilder',
    ]);
  });

  it('drops an answer that arrives after the text has changed', async () => {
    render(<Harness />);
    type('pr');
    advance(150); // request for 'pr' goes out and hangs
    type('pre');
    advance(150);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    await respond('pre');
    await respond('pr'); // late, stale
    expect(options().map((option) => option.textContent)).toEqual([
      'Prestige Lakeside HabitatSociety',
      'Prestige Song of the SouthSociety',
      'PrestigeBuilder',
    ]);
  });

  it('moves with the arrows (wrapping), picks with Enter and closes', async () => {
    const onPick = jest.fn();
    render(<Harness onPick={onPick} />);
    await typeAndLoad('pre');

    expect(input()).not.toHaveAttribute('aria-activedescendant');
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    key('ArrowDown');
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[2]!.id);
    key('ArrowDown');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    key('ArrowUp');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[2]!.id);
    key('ArrowUp');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');

    key('Enter');
    expect(onPick).toHaveBeenCalledWith({ name: 'Prestige Song of the South', type: 'Society', id: 's2' });
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the highlighted suggestion when a new list still holds it, and drops it otherwise', async () => {
    render(<Harness />);
    await typeAndLoad('pre');
    key('ArrowDown');
    key('ArrowDown');
    expect(options()[1]).toHaveTextContent('Prestige Song of the South');
    await typeAndLoad('pres');
    expect(options()[0]).toHaveTextContent('Prestige Song of the South');
    expect(input()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    await typeAndLoad('whi');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('submits the form on Enter when no suggestion is highlighted', async () => {
    const onPick = jest.fn();
    const onSubmit = jest.fn();
    render(<Harness onPick={onPick} onSubmit={onSubmit} />);
    await typeAndLoad('pre');
    fireEvent.submit(input().closest('form')!);
    key('Enter');
    expect(onPick).not.toHaveBeenCalled();
    expect(onSubmit).toHaveBeenCalledWith('pre');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on Escape and keeps the text', async () => {
    render(<Harness />);
    await typeAndLoad('pre');
    key('ArrowDown');
    key('Escape');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(input()).toHaveValue('pre');
    // Typing again reopens it.
    await typeAndLoad('whi');
    expect(options().map((option) => option.textContent)).toEqual(['WhitefieldLocation']);
  });

  it('picks with a click', async () => {
    const onPick = jest.fn();
    render(<Harness onPick={onPick} />);
    await typeAndLoad('whi');
    fireEvent.mouseDown(options()[0]!);
    fireEvent.click(options()[0]!);
    expect(onPick).toHaveBeenCalledWith({ name: 'Whitefield', type: 'Location', id: 'l1' });
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no list when there are no results', async () => {
    render(<Harness />);
    await typeAndLoad('zzz');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).not.toBeVisible();
  });

  it('clears the list for a blank text without asking', async () => {
    render(<Harness />);
    await typeAndLoad('pre');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    type('   ');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    type('');
    advance(500);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lists only while the person is typing: not for text it was given, not after leaving the box', async () => {
    render(<Harness initial="Prestige" />);
    advance(500);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(input()).toHaveAttribute('aria-expanded', 'false');

    await typeAndLoad('pre');
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.blur(input());
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('logs a failed request and shows nothing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    global.fetch = jest.fn(async () => ({ ok: false, status: 500, json: async () => ({}) })) as unknown as typeof fetch;
    render(<Harness />);
    type('pre');
    advance(150);
    await act(async () => {});
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(error).toHaveBeenCalledWith('[search] suggestions failed:', 'suggestions answered 500');
    error.mockRestore();
  });
});
