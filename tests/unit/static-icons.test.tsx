// Server-drawn icons (components/icons/static-icons.ts) must look exactly like lucide-react's, which the client
// components keep using: the same SVG markup for the same props. This also guards the copied data
// (components/icons/icon-data.ts) against a lucide-react upgrade that changes a drawing.
import * as lucide from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as iconData from '@/components/icons/icon-data';
import { staticIcon } from '@/components/icons/static-icon';
import { Building2, Home, UserRound } from '@/components/icons/static-icons';

type AnyIcon = (props: Record<string, unknown>) => React.ReactNode;
function lucideIcon(name: string): AnyIcon {
  const icon = (lucide as unknown as Record<string, AnyIcon | undefined>)[name];
  if (!icon) throw new Error(`lucide-react has no icon named ${name}`);
  return icon;
}
const pascal = (camel: string) => camel[0]!.toUpperCase() + camel.slice(1);

/** Attributes in a fixed order, so the comparison is about content, not the order React wrote them in. */
function normalized(markup: string): string {
  const document = new DOMParser().parseFromString(markup, 'image/svg+xml');
  const walk = (element: Element): string =>
    `<${element.tagName} ${[...element.attributes]
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .sort()
      .join(' ')}>${[...element.children].map(walk).join('')}</${element.tagName}>`;
  return walk(document.documentElement);
}

const render = (Icon: AnyIcon, props: Record<string, unknown>) => normalized(renderToStaticMarkup(<Icon {...props} />));

describe.each(Object.entries(iconData))('%s', (name, data) => {
  const Ours = staticIcon(data) as unknown as AnyIcon;
  const Theirs = lucideIcon(pascal(name));

  it('draws the same SVG as lucide-react, decorative by default', () => {
    expect(render(Ours, { className: 'size-5 text-primary' })).toBe(render(Theirs, { className: 'size-5 text-primary' }));
    expect(render(Ours, {})).toContain('aria-hidden="true"');
  });

  it('is not hidden when it is labelled', () => {
    const labelled = { 'aria-label': 'Profile', role: 'img' };
    expect(render(Ours, labelled)).toBe(render(Theirs, labelled));
    expect(render(Ours, labelled)).not.toContain('aria-hidden');
  });
});

test('the exported names are lucide-react names of the same drawings', () => {
  expect(renderToStaticMarkup(<Home />)).toBe(renderToStaticMarkup(staticIcon(iconData.house)({})));
  expect(render(Building2 as unknown as AnyIcon, {})).toBe(render(lucideIcon('Building2'), {}));
  expect(render(UserRound as unknown as AnyIcon, {})).toBe(render(lucideIcon('UserRound'), {}));
});
