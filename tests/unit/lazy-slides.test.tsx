import { act, fireEvent, render, screen } from '@testing-library/react';
import { MediaCarousel } from '@/components/listings/media-carousel';
import { PhotoCarouselFrame } from '@/components/society/photo-carousel-frame';
import { withCopy } from '@/tests/helpers/copy';

// The carousels of the society and properties pages render their first picture at once (it is in the HTML)
// and the others only once they can be needed: fewer nodes in the HTML and less to hydrate.

// Stand-ins for the server-rendered pictures: any element will do.
// eslint-disable-next-line @next/next/no-img-element
const pictures = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => <img key={index} alt={`${prefix} ${index + 1}`} src={`/p${index + 1}.jpg`} />);

describe('MediaCarousel (properties page)', () => {
  const props = {
    photos: ['/p1.jpg', '/p2.jpg', '/p3.jpg'],
    video: null,
    alt: '2 BHK for rent',
    playerUrlTemplate: 'https://player.example/{id}',
    images: pictures('photo', 3),
    videoThumbnail: null,
    emptyImage: null,
  };

  it('shows only the first photo until the carousel is used', () => {
    render(withCopy(<MediaCarousel {...props} />, ['listings']));
    expect(screen.getByAltText('photo 1')).toBeInTheDocument();
    expect(screen.queryByAltText('photo 2')).not.toBeInTheDocument();
    expect(screen.getByText('1/3')).toBeInTheDocument();
  });

  it('mounts the other photos at the first arrow, and moves to the next', () => {
    render(withCopy(<MediaCarousel {...props} />, ['listings']));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByAltText('photo 2')).toBeInTheDocument();
    expect(screen.getByAltText('photo 3')).toBeInTheDocument();
    expect(screen.getByText('2/3')).toBeInTheDocument();
  });

  it('mounts them at the first touch too (before a swipe moves the row)', () => {
    render(withCopy(<MediaCarousel {...props} />, ['listings']));
    fireEvent.pointerDown(screen.getByTestId('media-carousel'));
    expect(screen.getByAltText('photo 3')).toBeInTheDocument();
  });
});

describe('PhotoCarouselFrame (society page)', () => {
  const icons = { previous: <span>prev</span>, next: <span>next</span>, pause: <span>pause</span>, play: <span>play</span> };
  const matchMedia = window.matchMedia;

  beforeEach(() => {
    jest.useFakeTimers();
    window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => undefined, removeEventListener: () => undefined })) as unknown as typeof window.matchMedia;
  });
  afterEach(() => {
    jest.useRealTimers();
    window.matchMedia = matchMedia;
  });

  it('renders the first slide, and the others once the page is idle', () => {
    render(withCopy(<PhotoCarouselFrame slides={pictures('tower', 4)} name="Tower" frame="relative" icons={icons} />, ['society']));
    expect(screen.getByAltText('tower 1')).toBeInTheDocument();
    expect(screen.queryByAltText('tower 2')).not.toBeInTheDocument();
    expect(screen.getByText('1/4')).toBeInTheDocument();
    // jsdom has no requestIdleCallback: the idle fallback is a 1.5 s timer after the load.
    act(() => {
      jest.advanceTimersByTime(1500);
    });
    expect(screen.getAllByRole('group')).toHaveLength(4);
    expect(screen.getByAltText('tower 4')).toBeInTheDocument();
  });
});
