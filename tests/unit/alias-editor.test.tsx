// The desk's alias field (components/ops/listings/alias-editor.tsx): the saved list one a line; a list the schema
// refuses is not sent and says why at the field; a saved list comes back as the route stored it. The desk's route
// is stood in for by a fetch that answers as it does (the route itself: tests/integration/desk-aliases.test.ts).
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AliasEditor } from '@/components/ops/listings/alias-editor';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));
jest.mock('sonner', () => ({ toast: { success: jest.fn(), error: jest.fn(), info: jest.fn() } }));

const target = { kind: 'location' as const, id: '1b7c1a52-0000-4000-8000-000000000001', name: 'Varthur', aliases: ['Varthuru', 'ವರ್ತೂರು'] };

beforeEach(() => {
  refresh.mockClear();
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ changed: true, aliases: ['Varthuru', 'Varthur Road'] }) }) as Response) as unknown as typeof fetch;
});
afterEach(() => jest.restoreAllMocks());

test('shows the saved aliases one a line, labelled with the place', () => {
  render(<AliasEditor target={target} />);
  expect(screen.getByLabelText('Locality: Varthur')).toHaveValue('Varthuru\nವರ್ತೂರು');
});

test('an alias over the limit is refused at the field and nothing is sent', async () => {
  render(<AliasEditor target={target} />);
  const field = screen.getByLabelText('Locality: Varthur');
  fireEvent.change(field, { target: { value: `Varthuru\n${'x'.repeat(101)}` } });
  fireEvent.click(screen.getByRole('button', { name: 'Save other names of Varthur' }));
  expect(await screen.findByText(/^Keep each alias to 100 characters or fewer/)).toBeInTheDocument();
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveFocus();
  expect(global.fetch).not.toHaveBeenCalled();
});

test('saving sends the field to the route and shows the list it stored', async () => {
  render(<AliasEditor target={target} />);
  const field = screen.getByLabelText('Locality: Varthur');
  fireEvent.change(field, { target: { value: 'Varthuru | Varthur Road | varthuru' } });
  fireEvent.click(screen.getByRole('button', { name: 'Save other names of Varthur' }));
  await waitFor(() => expect(field).toHaveValue('Varthuru\nVarthur Road'));
  const [url, init] = jest.mocked(global.fetch).mock.calls[0]!;
  expect(String(url)).toBe(`/api/ops/listings/aliases/location/${target.id}`);
  expect(init).toMatchObject({ method: 'PUT' });
  expect(JSON.parse(String(init?.body))).toEqual({ aliases: 'Varthuru | Varthur Road | varthuru' });
  expect(refresh).toHaveBeenCalled();
});
