// An optimised image's srcset in short, shared by ./safe-image (server) and ./fallback-img (the island): not in
// the island's module, whose exports are client references on the server.

/** An optimised image's URLs in short: `${head}${width}${tail}` for each [width, descriptor]. */
export interface CompactSrcSet {
  head: string;
  tail: string;
  widths: [width: number, descriptor: string][];
}

const urlFor = ({ head, tail }: CompactSrcSet, width: number) => `${head}${width}${tail}`;

/** The srcset and src that a compact form stands for (src: the widest, as next/image's loader gives it). */
export function expandSrcSet(compact: CompactSrcSet): { src: string; srcSet: string } {
  const srcSet = compact.widths.map(([width, descriptor]) => `${urlFor(compact, width)} ${descriptor}`).join(', ');
  return { src: urlFor(compact, compact.widths[compact.widths.length - 1]![0]), srcSet };
}

/** The compact form of next/image's src and srcset, or null when they do not follow the `&w=` pattern exactly. */
export function compactSrcSet(src: string, srcSet: string | undefined): CompactSrcSet | null {
  if (!srcSet) return null;
  const match = /^(.*[?&]w=)(\d+)(&[^ ]*)?$/.exec(src);
  if (!match) return null;
  const head = match[1]!;
  const tail = match[3] ?? '';
  const widths: CompactSrcSet['widths'] = [];
  for (const entry of srcSet.split(', ')) {
    const [url, descriptor] = entry.split(' ');
    if (!url || !descriptor || !url.startsWith(head) || !url.endsWith(tail)) return null;
    const width = Number(url.slice(head.length, url.length - tail.length));
    if (!Number.isInteger(width)) return null;
    widths.push([width, descriptor]);
  }
  const compact = { head, tail, widths };
  const expanded = expandSrcSet(compact);
  return expanded.src === src && expanded.srcSet === srcSet ? compact : null;
}
