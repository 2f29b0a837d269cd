// The builder page's logo (a plain <img>, not next/image): the placeholder when it is missing or fails to load.
import { fireEvent, render, screen } from '@testing-library/react';
import { BuilderLogo } from '@/components/builder/builder-logo';

test('shows the logo while it loads', () => {
  render(<BuilderLogo src="/storage/logos/prestige.png" alt="Prestige logo" />);
  expect(screen.getByRole('img', { name: 'Prestige logo' })).toHaveAttribute('src', '/storage/logos/prestige.png');
});

test('a builder without a logo shows the placeholder with the same text', () => {
  render(<BuilderLogo src={null} alt="Prestige logo" />);
  expect(screen.getByRole('img', { name: 'Prestige logo' })).toHaveAttribute('src', '/placeholder.svg');
});

test('a logo that fails to load is replaced by the placeholder', () => {
  render(<BuilderLogo src="/storage/logos/missing.png" alt="Prestige logo" />);
  fireEvent.error(screen.getByRole('img', { name: 'Prestige logo' }));
  expect(screen.getByRole('img', { name: 'Prestige logo' })).toHaveAttribute('src', '/placeholder.svg');
});

test('a logo that finished before the page hydrated is asked for again, so a failure is still noticed', () => {
  const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
  const setSrc = jest.spyOn(HTMLImageElement.prototype, 'src', 'set');
  render(<BuilderLogo src="/storage/logos/missing.png" alt="Prestige logo" />);
  expect(setSrc).toHaveBeenCalledWith('http://localhost/storage/logos/missing.png');
  fireEvent.error(screen.getByRole('img', { name: 'Prestige logo' }));
  expect(screen.getByRole('img', { name: 'Prestige logo' })).toHaveAttribute('src', '/placeholder.svg');
  complete.mockRestore();
  setSrc.mockRestore();
});
