import type { LucideIcon } from 'lucide-react';
import { createElement } from 'react';

// lucide-react renders every icon through its `Icon` component, which is a client component ('use client':
// it reads a context). An icon in a server component is therefore a client component too: its path data goes
// into the page's React payload as props, each one hydrates as a component, and lucide's runtime loads with
// the page. `SvgIcon` renders the same <svg> on the server as plain elements, nothing to hydrate but markup.
// Same markup as lucide's own (tests/unit/svg-icon.test.tsx compares them), for decorative icons only.

type IconNode = [tag: string, attributes: Record<string, string>][];
interface IconData {
  name?: string;
  size?: number;
  node: IconNode;
}

/** The icon's data (name and paths), read from the element its component renders. */
function iconData(icon: LucideIcon): IconData {
  const component = icon as unknown as { render: (props: object, ref: null) => { props: { icon: IconData } } };
  return component.render({}, null).props.icon;
}

export function SvgIcon({ icon, className, strokeWidth = 2 }: { icon: LucideIcon; className?: string; strokeWidth?: number }) {
  const { name, size = 24, node } = iconData(icon);
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={24}
      height={24}
      viewBox={`0 0 ${size} ${size}`}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={['lucide', name && `lucide-${name}`, className].filter(Boolean).join(' ')}
      aria-hidden="true"
    >
      {node.map(([tag, { key, ...attributes }]) => createElement(tag, { key, ...attributes }))}
    </svg>
  );
}
