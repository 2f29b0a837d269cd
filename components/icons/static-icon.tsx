import { createElement, type SVGProps } from 'react';

// lucide-react's icon component is a client component ('use client', for its optional context provider), so
// every icon a server component renders becomes a client reference: its code in the page's script, its props
// (the whole path data) in the React payload, and one more component to hydrate. Icons that never change after
// the server rendered them are drawn here instead: the same SVG, from a copy of lucide's data (icon-data.ts), and no script at all.

/** lucide's description of one icon (what `lucide-react/icons/<name>` exports as `__iconData`), without React keys. */
export interface IconData {
  name: string;
  aliases: readonly string[];
  node: readonly (readonly [string, Record<string, string>])[];
}

export type StaticIconProps = Omit<SVGProps<SVGSVGElement>, 'ref' | 'children'>;
export type StaticIcon = ((props: StaticIconProps) => React.JSX.Element) & { displayName: string; data: IconData };

/**
 * The presentation attributes every lucide icon carries. A server-drawn icon leaves them to the stylesheet
 * (app/globals.css, `svg.lucide:not([stroke])`): written on each of the 80-120 icons of a listing page they were
 * about 175 bytes each in the HTML and as much again in the React payload. `xmlns` is not needed in HTML.
 * tests/unit/static-icons.test.tsx checks that these plus our markup give lucide-react's markup.
 */
export const ICON_DEFAULTS = {
  xmlns: 'http://www.w3.org/2000/svg',
  width: '24',
  height: '24',
  fill: 'none',
  stroke: 'currentColor',
  'stroke-width': '2',
  'stroke-linecap': 'round',
  'stroke-linejoin': 'round',
} as const;

// An icon given one of them (e.g. a thinner stroke) gets it as an inline style: the stylesheet's rule would win
// over a presentation attribute.
const STYLED_PROPS = ['width', 'height', 'fill', 'stroke', 'strokeWidth', 'strokeLinecap', 'strokeLinejoin'] as const;

/** An icon's drawing: its paths, circles and rects as lucide describes them. */
export function iconDrawing(data: IconData): React.ReactNode[] {
  return data.node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }));
}

/** The <svg> around a drawing (or a <use> of one): lucide's classes and box, hidden from screen readers unless
 * it is given a label. */
export function iconFrame(data: IconData, { className, style, ...props }: StaticIconProps, children: React.ReactNode) {
  // As lucide does: decorative unless it carries any aria attribute, a role or a title.
  const labelled = Object.keys(props).some((name) => name.startsWith('aria-') || name === 'role' || name === 'title');
  const classes = ['lucide', `lucide-${data.name}`, ...data.aliases.map((alias) => `lucide-${alias}`), className].filter(Boolean).join(' ');
  let styled: React.CSSProperties | undefined = style;
  for (const name of STYLED_PROPS) {
    if (props[name] === undefined) continue;
    styled = { ...styled, [name]: props[name] };
    delete props[name];
  }
  return (
    // `style` only when there is one: an unset prop is still written into the React payload ("$undefined").
    <svg viewBox="0 0 24 24" aria-hidden={labelled ? undefined : 'true'} {...props} {...(styled && { style: styled })} className={classes}>
      {children}
    </svg>
  );
}

/** A server-rendered icon with lucide's drawing: 24px box, 2px round stroke (from the stylesheet), `lucide lucide-<name>`
 * classes, hidden from screen readers unless it is given a label. */
export function staticIcon(data: IconData): StaticIcon {
  const Icon = (props: StaticIconProps) => iconFrame(data, props, iconDrawing(data));
  Icon.displayName = `StaticIcon(${data.name})`;
  Icon.data = data;
  return Icon;
}
