import { fireEvent, render, screen } from '@testing-library/react';
import { PLACEHOLDER_IMAGE, SafeImage } from '@/components/common/safe-image';

// next/image re-assigns img.src after mount (to catch errors that fired before hydration), which makes the
// attribute absolute; compare resolved URLs.
function resolvedSrc(alt: string): string {
  return (screen.getByRole('img', { name: alt }) as HTMLImageElement).src;
}

const PLACEHOLDER_URL = new URL(PLACEHOLDER_IMAGE, window.location.href).href;

describe('SafeImage', () => {
  it('shows the photo until it fails, then the placeholder with the same alt text', () => {
    render(<SafeImage src="https://cdn.example.com/tower.jpg" alt="Tower A" width={400} height={300} unoptimized />);
    const image = screen.getByRole('img', { name: 'Tower A' });
    expect(resolvedSrc('Tower A')).toBe('https://cdn.example.com/tower.jpg');

    fireEvent.error(image);

    expect(resolvedSrc('Tower A')).toBe(PLACEHOLDER_URL);
  });

  it('fetches a priority photo with high priority (the page\'s largest paint), others as the browser likes', () => {
    render(
      <>
        <SafeImage src="/storage/v1/object/public/photos/first.jpg" alt="First" fill sizes="100vw" priority />
        <SafeImage src="/storage/v1/object/public/photos/second.jpg" alt="Second" fill sizes="100vw" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'First' })).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByRole('img', { name: 'Second' })).not.toHaveAttribute('fetchpriority');
  });

  it('falls back for an optimised image too', () => {
    render(<SafeImage src="/storage/v1/object/public/photos/a.jpg" alt="Clubhouse" width={400} height={300} />);
    fireEvent.error(screen.getByRole('img', { name: 'Clubhouse' }));
    expect(resolvedSrc('Clubhouse')).toBe(PLACEHOLDER_URL);
  });

  it('shows the placeholder straight away when there is no photo', () => {
    render(<SafeImage src={null} alt="No photo yet" width={400} height={300} />);
    expect(resolvedSrc('No photo yet')).toBe(PLACEHOLDER_URL);
  });

  it('does not loop when the placeholder itself fails, and still calls onError', () => {
    const onError = jest.fn();
    render(<SafeImage src="/broken.jpg" alt="Pool" width={400} height={300} unoptimized onError={onError} />);
    const image = screen.getByRole('img', { name: 'Pool' });
    fireEvent.error(image);
    fireEvent.error(screen.getByRole('img', { name: 'Pool' }));
    expect(resolvedSrc('Pool')).toBe(PLACEHOLDER_URL);
    expect(onError).toHaveBeenCalledTimes(2);
  });
});
