// Spec 2.13 and 8: 'Builder Not Found' with Go Back (home when there is no page to go back to). The page is a
// server component; only 'Go Back' hydrates, with the classes and icon handed in.
import { fireEvent, render, screen } from '@testing-library/react';
import { withCopy } from '../helpers/copy';
import { useRouter } from 'next/navigation';
import { BuilderNotFound } from '@/components/builder/builder-not-found';

jest.mock('next/navigation', () => ({ useRouter: jest.fn() }));

const router = { back: jest.fn(), push: jest.fn() };
jest.mocked(useRouter).mockReturnValue(router as unknown as ReturnType<typeof useRouter>);

beforeEach(() => {
  router.back.mockClear();
  router.push.mockClear();
});

test('says the builder was not found, with Go Back as a Button and a link home', () => {
  render(withCopy(<BuilderNotFound />, ['errors']));
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Builder Not Found');
  const goBack = screen.getByRole('button', { name: 'Go Back' });
  expect(goBack).toHaveClass('h-11', 'bg-primary', 'rounded-lg');
  expect(goBack.querySelector('svg.lucide-arrow-left')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByRole('link', { name: 'Search societies' })).toHaveAttribute('href', '/');
});

test('Go Back returns to the previous page when there is one', () => {
  jest.spyOn(window.history, 'length', 'get').mockReturnValue(3);
  render(withCopy(<BuilderNotFound />, ['errors']));
  fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
  expect(router.back).toHaveBeenCalledTimes(1);
  expect(router.push).not.toHaveBeenCalled();
});

test('Go Back goes home when the page was opened directly', () => {
  jest.spyOn(window.history, 'length', 'get').mockReturnValue(1);
  render(withCopy(<BuilderNotFound />, ['errors']));
  fireEvent.click(screen.getByRole('button', { name: 'Go Back' }));
  expect(router.push).toHaveBeenCalledWith('/');
  expect(router.back).not.toHaveBeenCalled();
});
