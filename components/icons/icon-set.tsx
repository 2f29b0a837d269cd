import { iconDrawing, iconFrame, type StaticIcon, type StaticIconProps } from './static-icon';

// Icons that every item of a list repeats (a listing card's facts: bedrooms, floor, facing, ...) drawn once per
// list. Every byte of a server-rendered icon is in the HTML and again in the React payload, and a cached page is
// gzipped anew on every request (docs/first-paint.md, "What a cached page costs to serve"): on the properties page
// the same ten drawings were repeated on every card. `Symbols` puts them in one hidden <svg> beside the list, and
// each card's icon is a <use> of its symbol: a few dozen bytes instead of a few hundred.
//
// The ids carry the list's prefix, so two lists on one page (the society page's rent and buy rails) keep their
// own symbols: a list that unmounts takes its symbols with it, never another list's. A card can only name icons
// of its set (the set's components are the only way to draw one), so a symbol is never missing.

export type SetIconProps = StaticIconProps & {
  /** The prefix the list's `Symbols` was given. */
  prefix: string;
};
export type SetIcon = ((props: SetIconProps) => React.JSX.Element) & { displayName: string };

type IconSet<T extends Record<string, StaticIcon>> = { [K in keyof T]: SetIcon } & {
  /** The set's drawings as <symbol>s, in one hidden <svg>: render it once beside the list, inside the same parent. */
  Symbols: (props: { prefix: string }) => React.JSX.Element;
};

export const symbolId = (prefix: string, icon: StaticIcon) => `${prefix}-${icon.data.name}`;

export function iconSet<T extends Record<string, StaticIcon>>(icons: T): IconSet<T> {
  const Symbols = ({ prefix }: { prefix: string }) => (
    <svg aria-hidden="true" className="hidden">
      {Object.values(icons).map((icon) => (
        <symbol key={icon.data.name} id={symbolId(prefix, icon)} viewBox="0 0 24 24">
          {iconDrawing(icon.data)}
        </symbol>
      ))}
    </svg>
  );
  const set: Record<string, unknown> = { Symbols };
  for (const [name, icon] of Object.entries(icons)) {
    const UseIcon = ({ prefix, ...props }: SetIconProps) => iconFrame(icon.data, props, <use href={`#${symbolId(prefix, icon)}`} />);
    UseIcon.displayName = `SetIcon(${icon.data.name})`;
    set[name] = UseIcon;
  }
  return set as IconSet<T>;
}
