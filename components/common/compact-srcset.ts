// An optimised image's props in short, shared by ./safe-image (server) and ./fallback-img (the island): not in
// the island's module, whose exports are client references on the server. Every photo of a listing card goes
// through the React payload as the island's props, so each byte here is paid per photo per page: the optimiser's
// URL once instead of once per width, the widths without their descriptors, `fill`'s constant style as a flag.

/** An optimised image's URLs in short: `${head}${width}${tail}` for each width, described by width (`640w`) or,
 * with `density`, by position (`1x`, `2x`: a fixed-size image). */
export interface CompactSrcSet {
  head: string;
  tail: string;
  widths: number[];
  density?: true;
}

const urlFor = ({ head, tail }: CompactSrcSet, width: number) => `${head}${width}${tail}`;

/** The srcset and src that a compact form stands for (src: the widest, as next/image's loader gives it). */
export function expandSrcSet(compact: CompactSrcSet): { src: string; srcSet: string } {
  const srcSet = compact.widths.map((width, index) => `${urlFor(compact, width)} ${compact.density ? `${index + 1}x` : `${width}w`}`).join(', ');
  return { src: urlFor(compact, compact.widths[compact.widths.length - 1]!), srcSet };
}

/** The compact form of next/image's src and srcset, or null when they do not follow the `&w=` pattern exactly. */
export function compactSrcSet(src: string, srcSet: string | undefined): CompactSrcSet | null {
  if (!srcSet) return null;
  const match = /^(.*[?&]w=)(\d+)(&[^ ]*)?$/.exec(src);
  if (!match) return null;
  const head = match[1]!;
  const tail = match[3] ?? '';
  const widths: number[] = [];
  let density = false;
  for (const entry of srcSet.split(', ')) {
    const [url, descriptor] = entry.split(' ');
    if (!url || !descriptor || !url.startsWith(head) || !url.endsWith(tail)) return null;
    const width = Number(url.slice(head.length, url.length - tail.length));
    if (!Number.isInteger(width)) return null;
    density = descriptor.endsWith('x');
    widths.push(width);
  }
  const compact: CompactSrcSet = density ? { head, tail, widths, density } : { head, tail, widths };
  const expanded = expandSrcSet(compact);
  return expanded.src === src && expanded.srcSet === srcSet ? compact : null;
}

/** A phone's screens go up to 3 device pixels per CSS pixel: wider copies are never picked for a slot. */
const MAX_DEVICE_PIXEL_RATIO = 3;

/**
 * The widths a slot of a fixed CSS width (`sizes="300px"`) can use. next/image lists every configured width for
 * any `sizes` without a `vw` (16w to 1920w, 14 URLs), although a browser picks the narrowest copy at least as
 * wide as the slot times its pixel ratio: for 300px that is 384w at 1x up to 1080w at 3x. The rest only made
 * every listing card's HTML longer (about 1.1 KB a card). Keeps the widths from the slot's width up to the first
 * at least 3x it (or the widest there is).
 */
export function widthsForSlot(compact: CompactSrcSet, sizes: string | undefined): CompactSrcSet {
  const slot = sizes ? /^(\d+)px$/.exec(sizes.trim()) : null;
  if (!slot || compact.density) return compact;
  const cssWidth = Number(slot[1]);
  const largest = cssWidth * MAX_DEVICE_PIXEL_RATIO;
  const cover = compact.widths.find((width) => width >= largest);
  const widths = compact.widths.filter((width) => width >= cssWidth && width <= (cover ?? Infinity));
  return widths.length > 0 ? { ...compact, widths } : compact;
}

/** The style next/image gives a `fill` image (its object-fit and object-position left unset). */
export const FILL_STYLE: React.CSSProperties = { position: 'absolute', height: '100%', width: '100%', left: 0, top: 0, right: 0, bottom: 0, color: 'transparent' };

/** Whether `style` is exactly FILL_STYLE, once its unset entries are dropped. */
export function isFillStyle(style: React.CSSProperties | undefined): boolean {
  if (!style) return false;
  const set = Object.entries(style).filter(([, value]) => value !== undefined);
  return set.length === Object.keys(FILL_STYLE).length && set.every(([name, value]) => FILL_STYLE[name as keyof React.CSSProperties] === value);
}

/** `props` without the entries that are undefined: the payload writes each of them out as "$undefined". */
export function definedOnly<T extends object>(props: T): T {
  return Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined)) as T;
}
