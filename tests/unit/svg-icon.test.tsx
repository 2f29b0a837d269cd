import { BedDouble, Compass, Heart } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { SvgIcon } from '@/components/common/svg-icon';

// SvgIcon must draw exactly what lucide-react draws (same attributes, classes and paths), without lucide's
// client component.
describe('SvgIcon', () => {
  it.each([
    ['Heart', Heart],
    ['Compass', Compass],
    ['BedDouble', BedDouble],
  ])('renders %s as lucide-react does', (_, Icon) => {
    const lucide = renderToStaticMarkup(<Icon aria-hidden="true" className="size-4 text-primary" />);
    const ours = renderToStaticMarkup(<SvgIcon icon={Icon} className="size-4 text-primary" />);
    expect(ours).toBe(lucide);
  });

  it('passes a stroke width', () => {
    const lucide = renderToStaticMarkup(<Heart aria-hidden="true" className="size-14" strokeWidth={1.5} />);
    expect(renderToStaticMarkup(<SvgIcon icon={Heart} className="size-14" strokeWidth={1.5} />)).toBe(lucide);
  });
});
