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
export type StaticIcon = ((props: StaticIconProps) => React.JSX.Element) & { displayName: string };

/** A server-rendered icon with lucide's markup: 24px box, 2px round stroke, `lucide lucide-<name>` classes, hidden
 * from screen readers unless it is given a label. */
export function staticIcon(data: IconData): StaticIcon {
  const Icon = ({ className, ...props }: StaticIconProps) => {
    // As lucide does: decorative unless it carries any aria attribute, a role or a title.
    const labelled = Object.keys(props).some((name) => name.startsWith('aria-') || name === 'role' || name === 'title');
    const classes = ['lucide', `lucide-${data.name}`, ...data.aliases.map((alias) => `lucide-${alias}`), className].filter(Boolean).join(' ');
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden={labelled ? undefined : 'true'}
        {...props}
        className={classes}
      >
        {data.node.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
      </svg>
    );
  };
  Icon.displayName = `StaticIcon(${data.name})`;
  return Icon;
}
