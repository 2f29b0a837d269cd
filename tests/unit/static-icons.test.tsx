// Server-drawn icons (components/icons/static-icons.ts) must look exactly like lucide-react's, which the client
// components keep using: the same SVG markup for the same props. This also guards the copied data
// (components/icons/icon-data.ts) against a lucide-react upgrade that changes a drawing.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as iconData from '@/components/icons/icon-data';
import { ICON_DEFAULTS, staticIcon } from '@/components/icons/static-icon';
import { Building2, Home, UserRound } from '@/components/icons/static-icons';

type AnyIcon = (props: Record<string, unknown>) => React.ReactNode;
function lucideIcon(name: string): AnyIcon {
  const icon = (lucide as unknown as Record<string, AnyIcon | undefined>)[name];
  if (!icon) throw new Error(`lucide-react has no icon named ${name}`);
  return icon;
}
const pascal = (camel: string) => camel[0]!.toUpperCase() + camel.slice(1);

/** Attributes in a fixed order, so the comparison is about content, not the order React wrote them in. With
 * `withDefaults`, the root gets the attributes our icons leave to the stylesheet (what the browser then applies). */
function normalized(markup: string, withDefaults = false): string {
  const document = new DOMParser().parseFromString(markup, 'image/svg+xml');
  if (withDefaults) {
    for (const [name, value] of Object.entries(ICON_DEFAULTS)) {
      if (!document.documentElement.hasAttribute(name)) document.documentElement.setAttribute(name, value);
    }
  }
  const walk = (element: Element): string =>
    `<${element.tagName} ${[...element.attributes]
      .map((attribute) => `${attribute.name}="${attribute.value}"`)
      .sort()
      .join(' ')}>${[...element.children].map(walk).join('')}</${element.tagName}>`;
  return walk(document.documentElement);
}

const render = (Icon: AnyIcon, props: Record<string, unknown>) => normalized(renderToStaticMarkup(<Icon {...props} />));
/** Ours, as drawn once the stylesheet's defaults apply. */
const renderOurs = (Icon: AnyIcon, props: Record<string, unknown>) => normalized(renderToStaticMarkup(<Icon {...props} />), true);

describe.each(Object.entries(iconData))('%s', (name, data) => {
  const Ours = staticIcon(data) as unknown as AnyIcon;
  const Theirs = lucideIcon(pascal(name));

  it('draws the same SVG as lucide-react, decorative by default', () => {
    expect(renderOurs(Ours, { className: 'size-5 text-primary' })).toBe(render(Theirs, { className: 'size-5 text-primary' }));
    expect(render(Ours, {})).toContain('aria-hidden="true"');
  });

  it('is not hidden when it is labelled', () => {
    const labelled = { 'aria-label': 'Profile', role: 'img' };
    expect(renderOurs(Ours, labelled)).toBe(render(Theirs, labelled));
    expect(render(Ours, labelled)).not.toContain('aria-hidden');
  });
});

test('the exported names are lucide-react names of the same drawings', () => {
  expect(renderToStaticMarkup(<Home />)).toBe(renderToStaticMarkup(staticIcon(iconData.house)({})));
  expect(renderOurs(Building2 as unknown as AnyIcon, {})).toBe(render(lucideIcon('Building2'), {}));
  expect(renderOurs(UserRound as unknown as AnyIcon, {})).toBe(render(lucideIcon('UserRound'), {}));
});

describe('the attributes left to the stylesheet', () => {
  const markup = renderToStaticMarkup(<Home className="size-4" />);

  it('are not written on the icon', () => {
    for (const name of Object.keys(ICON_DEFAULTS)) expect(markup).not.toContain(` ${name}=`);
  });

  it('are set by one rule of app/globals.css, for the icons that carry no stroke attribute', () => {
    const css = readFileSync(path.join(__dirname, '../../app/globals.css'), 'utf8');
    const rule = /svg\.lucide:not\(\[stroke\]\)\s*\{([^}]*)\}/.exec(css);
    expect(rule).not.toBeNull();
    const declarations = Object.fromEntries(
      rule![1]!
        .split(';')
        .map((declaration) => declaration.split(':').map((part) => part.trim()))
        .filter(([name]) => name),
    );
    const { xmlns: _xmlns, width, height, ...paint } = ICON_DEFAULTS;
    expect(declarations).toEqual({ width: `${width}px`, height: `${height}px`, ...paint });
  });

  it('become an inline style when an icon is given one, which the stylesheet cannot override', () => {
    const thin = renderToStaticMarkup(<Building2 strokeWidth={1.5} className="size-14" />);
    expect(thin).toContain('style="stroke-width:1.5"');
    expect(thin).not.toContain('stroke-width="');
  });
});
