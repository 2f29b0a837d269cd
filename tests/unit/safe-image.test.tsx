import { fireEvent, render, screen } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { compactSrcSet, expandSrcSet, isFillStyle, widthsForSlot } from '@/components/common/compact-srcset';
import { imageProps } from '@/components/common/image-internals';
import { PLACEHOLDER_IMAGE, SafeImage } from '@/components/common/safe-image';

// Compare resolved URLs (the `src` property), whatever form the attribute takes.
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

  it('renders a plain <img> with the optimised srcset and sizes that next/image would give', () => {
    render(<SafeImage src="/storage/v1/object/public/photos/a.jpg" alt="Lobby" fill sizes="(max-width: 640px) 100vw, 640px" />);
    const image = screen.getByRole('img', { name: 'Lobby' });
    expect(image.getAttribute('srcset')).toMatch(/\/_next\/image\?url=%2Fstorage%2Fv1%2Fobject%2Fpublic%2Fphotos%2Fa\.jpg&w=\d+&q=75 \d+w/);
    expect(image).toHaveAttribute('sizes', '(max-width: 640px) 100vw, 640px');
    expect(image).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image);
    // The placeholder drops the srcset, which would otherwise win over `src`.
    expect(image).not.toHaveAttribute('srcset');
    expect(resolvedSrc('Lobby')).toBe(PLACEHOLDER_URL);
  });

  it('asks again for a photo that failed before hydration, so that its error reaches the fallback', () => {
    // What the browser reports for an image whose error fired before React attached onError.
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const naturalWidth = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(0);
    const setSrc = jest.spyOn(HTMLImageElement.prototype, 'src', 'set');
    try {
      render(<SafeImage src="https://cdn.example.com/gone.jpg" alt="Gone" width={400} height={300} unoptimized />);
      // Once by React when it creates the element, once more by the check.
      expect(setSrc.mock.calls).toEqual([['https://cdn.example.com/gone.jpg'], ['https://cdn.example.com/gone.jpg']]);
    } finally {
      complete.mockRestore();
      naturalWidth.mockRestore();
      setSrc.mockRestore();
    }
  });

  it('leaves a photo that loaded alone', () => {
    const complete = jest.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(true);
    const naturalWidth = jest.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(800);
    const setSrc = jest.spyOn(HTMLImageElement.prototype, 'src', 'set');
    try {
      render(<SafeImage src="https://cdn.example.com/fine.jpg" alt="Fine" width={400} height={300} unoptimized />);
      // Only React's own assignment when it creates the element.
      expect(setSrc.mock.calls).toEqual([['https://cdn.example.com/fine.jpg']]);
    } finally {
      complete.mockRestore();
      naturalWidth.mockRestore();
      setSrc.mockRestore();
    }
  });
});

describe('compactSrcSet', () => {
  it("stands for next/image's exact src and srcset, widths or densities", () => {
    const cases = [
      imageProps({ src: '/storage/v1/object/public/photos/a b.jpg', alt: '', fill: true, sizes: '300px' }),
      imageProps({ src: '/storage/v1/object/public/photos/c.jpg', alt: '', width: 80, height: 80 }),
    ];
    for (const { src, srcSet } of cases) {
      const compact = compactSrcSet(src, srcSet);
      expect(compact).not.toBeNull();
      expect(expandSrcSet(compact!)).toEqual({ src, srcSet });
    }
  });

  it('refuses what does not follow the pattern (the island then gets the srcset as it is)', () => {
    expect(compactSrcSet('https://cdn.example.com/a.jpg', undefined)).toBeNull();
    expect(compactSrcSet('/_next/image?url=a&w=640&q=75', '/_next/image?url=b&w=640&q=75 640w')).toBeNull();
  });

  it('renders the same <img> from the compact form', () => {
    const sizes = '(max-width: 640px) 100vw, 640px';
    render(<SafeImage src="/storage/v1/object/public/photos/a.jpg" alt="Hall" fill sizes={sizes} />);
    const expected = imageProps({ src: '/storage/v1/object/public/photos/a.jpg', alt: 'Hall', fill: true, sizes });
    const image = screen.getByRole('img', { name: 'Hall' });
    expect(image.getAttribute('srcset')).toBe(expected.srcSet);
    expect(image.getAttribute('src')).toBe(expected.src);
  });
});

describe('a fixed-width slot', () => {
  const src = '/storage/v1/object/public/photos/card.jpg';
  const entries = (srcSet: string | null | undefined) => (srcSet ?? '').split(', ').map((entry) => entry.split(' '));

  it("keeps next/image's URLs for the widths a 1x to 3x screen picks, and none narrower than the slot", () => {
    const full = imageProps({ src, alt: '', fill: true, sizes: '300px' });
    render(<SafeImage src={src} alt="Card" fill sizes="300px" />);
    const image = screen.getByRole('img', { name: 'Card' });
    const kept = entries(image.getAttribute('srcset'));
    const offered = entries(full.srcSet);
    // Every URL kept is one next/image offered, with its descriptor.
    for (const entry of kept) expect(offered).toContainEqual(entry);
    const widths = kept.map(([, descriptor]) => Number(descriptor!.replace('w', '')));
    const all = offered.map(([, descriptor]) => Number(descriptor!.replace('w', '')));
    expect(Math.min(...widths)).toBeGreaterThanOrEqual(300);
    // The narrowest copy at least 900 wide (a 3x screen) is there, nothing wider.
    const cover = all.find((width) => width >= 900)!;
    expect(Math.max(...widths)).toBe(cover);
    // Every offered width in between is kept, so a 2x or 2.75x screen gets the copy it would have got.
    expect(widths).toEqual(all.filter((width) => width >= 300 && width <= cover));
    expect(widths.length).toBeLessThan(all.length);
    expect(image.getAttribute('src')).toBe(kept[kept.length - 1]![0]);
    expect(image).toHaveAttribute('sizes', '300px');
  });

  it('leaves responsive sizes, densities and slots wider than every copy alone', () => {
    const compact = { head: '/_next/image?url=a&w=', tail: '&q=75', widths: [16, 640, 1920] };
    expect(widthsForSlot(compact, '(max-width: 640px) 100vw, 640px')).toBe(compact);
    expect(widthsForSlot(compact, undefined)).toBe(compact);
    expect(widthsForSlot({ ...compact, density: true }, '80px').widths).toEqual([16, 640, 1920]);
    expect(widthsForSlot(compact, '800px').widths).toEqual([1920]);
    expect(widthsForSlot(compact, '4000px').widths).toEqual([16, 640, 1920]);
  });
});

describe("the island's props", () => {
  it("send next/image's fill style as a flag and get it back exactly", () => {
    const fill = imageProps({ src: '/storage/v1/object/public/photos/a.jpg', alt: '', fill: true, sizes: '300px' });
    expect(isFillStyle(fill.style)).toBe(true);
    expect(isFillStyle(imageProps({ src: '/a.jpg', alt: '', width: 10, height: 10 }).style)).toBe(false);
    expect(isFillStyle({ ...fill.style, objectFit: 'contain' })).toBe(false);

    // The server's HTML has what React writes for next/image's own style object.
    const styleOf = (markup: string) => /style="([^"]*)"/.exec(markup)?.[1];
    const ours = renderToStaticMarkup(<SafeImage src="/storage/v1/object/public/photos/a.jpg" alt="Gym" fill sizes="300px" />);
    // eslint-disable-next-line @next/next/no-img-element -- the reference: a plain <img> with next/image's style
    expect(styleOf(ours)).toBe(styleOf(renderToStaticMarkup(<img alt="" style={fill.style} />)));
    expect(styleOf(ours)).toContain('position:absolute');
  });

  it('leave out what is unset and what next/image would render the same', () => {
    // The server's element as the payload carries it: no undefined entries, no style object for a `fill` photo.
    const element = SafeImage({ src: '/storage/v1/object/public/photos/a.jpg', alt: 'Pool', fill: true, sizes: '300px', loading: 'lazy' });
    const props = element.props as Record<string, unknown>;
    expect(Object.values(props)).not.toContain(undefined);
    expect(props).not.toHaveProperty('style');
    expect(props).toMatchObject({ fill: true, optimized: { widths: expect.any(Array) } });
    expect(JSON.stringify(props).length).toBeLessThan(300);
  });
});
