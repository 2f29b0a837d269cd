// Error boundaries: while the database is down (/api/health 503, or no answer at all) a
// page that failed says 'Temporarily unavailable' with a retry; any other failure keeps the boundary's own
// message. The retry refreshes the server components and re-renders the segment.
import { act, fireEvent, render, screen } from '@testing-library/react';
import SocietyErrorBoundary from '@/app/[locale]/society/[society]/error';
import AppError from '@/components/errors/app-error-view';
import SearchError from '@/components/errors/search-error-view';
import SocietyError from '@/components/errors/society-error-view';
import { PageNotFound } from '@/components/errors/page-not-found';
import { withCopy } from '@/tests/helpers/copy';

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh, replace: jest.fn(), push: jest.fn() }) }));

const failure = Object.assign(new Error('An error occurred in the Server Components render.'), { digest: '12345' });

function healthAnswers(status: number | 'offline') {
  global.fetch = jest.fn(async () => {
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return { status } as Response; // jsdom has no Response; the hook reads the status only
  }) as typeof fetch;
}

beforeEach(() => {
  refresh.mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test.each([503, 'offline' as const])('health %s: Temporarily unavailable with a retry that refreshes and resets', async (status) => {
  healthAnswers(status);
  const reset = jest.fn();
  render(withCopy(<SocietyError error={failure} reset={reset} />, ['errors']));
  expect(await screen.findByRole('heading', { name: 'Temporarily unavailable' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent("We can't reach our servers right now. Please try again in a minute.");
  expect(global.fetch).toHaveBeenCalledWith('/api/health', { cache: 'no-store' });
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(refresh).toHaveBeenCalledTimes(1);
  expect(reset).toHaveBeenCalledTimes(1);
});

test('health 200: the boundary keeps its own message', async () => {
  healthAnswers(200);
  render(withCopy(<SocietyError error={failure} reset={jest.fn()} />, ['errors']));
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.queryByText('Temporarily unavailable')).not.toBeInTheDocument();
});

test('the search page keeps the spec message when the database is up, and says unavailable when it is down', async () => {
  healthAnswers(200);
  const { unmount } = render(withCopy(<SearchError error={failure} reset={jest.fn()} />, ['errors']));
  expect(await screen.findByRole('heading', { name: 'Something went wrong. Please try again.' })).toBeInTheDocument();
  unmount();
  healthAnswers(503);
  render(withCopy(<SearchError error={failure} reset={jest.fn()} />, ['errors']));
  expect(await screen.findByRole('heading', { name: 'Temporarily unavailable' })).toBeInTheDocument();
});

test('the app-wide boundary: nothing is shown while asking, then the right message', async () => {
  let answer: (response: Response) => void = () => undefined;
  global.fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve))) as typeof fetch;
  const { container } = render(withCopy(<AppError error={failure} reset={jest.fn()} />, ['errors']));
  expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  await act(async () => answer({ status: 503 } as Response));
  expect(screen.getByRole('heading', { name: 'Temporarily unavailable' })).toBeInTheDocument();
});

// The boundaries in app/ are stubs that fetch their body on first use (docs/bundles.md): the stub shows the body.
test('a boundary in app/ loads its body when something fails', async () => {
  healthAnswers(200);
  render(withCopy(<SocietyErrorBoundary error={failure} reset={jest.fn()} />, ['errors']));
  expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('We could not load this society. Please try again.');
});

test('in Kannada and Hindi the boundary and the not-found page read in the language, with links in it', async () => {
  healthAnswers(200);
  const { unmount } = render(withCopy(<SocietyError error={failure} reset={jest.fn()} />, ['errors'], 'kn'));
  expect(await screen.findByRole('heading', { name: 'ಏನೋ ತಪ್ಪಾಗಿದೆ' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'ಮುಖಪುಟಕ್ಕೆ ಹೋಗಿ' })).toHaveAttribute('href', '/kn');
  unmount();
  render(withCopy(<PageNotFound />, ['errors'], 'hi'));
  expect(screen.getByRole('heading', { name: 'ओह! पेज नहीं मिला' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'होम पर जाएँ' })).toHaveAttribute('href', '/hi');
});
