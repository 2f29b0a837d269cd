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
