// Page-head string rules (spec "Footer and page head"): the brand suffix, markup stripping and the
// 150-character description. Pure, so the server page-head helper and client code share one behaviour.

export const DESCRIPTION_MAX_LENGTH = 150;
const ELLIPSIS = '…';

/** Appends ' | <brand>' unless the title already names the brand (any letter case). */
export function titleWithBrand(title: string, brand: string): string {
  const clean = collapseWhitespace(title);
  if (!clean) return brand;
  return clean.toLowerCase().includes(brand.toLowerCase()) ? clean : `${clean} | ${brand}`;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  bull: '•',
  middot: '·',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  copy: '©',
  reg: '®',
  trade: '™',
  rupee: '₹',
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      // Out-of-range code points would throw in fromCodePoint; keep the text as written instead.
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

// Block-level tags separate words ("<p>a</p><p>b</p>" reads "a b"); inline tags must not split a word.
const BLOCK_TAG = /<\/?(?:p|div|br|li|ul|ol|h[1-6]|tr|td|th|section|article|header|footer|blockquote|hr)\b[^>]*>/gi;

/** Plain text from HTML-ish input: scripts/styles/comments dropped, tags removed, entities decoded. */
export function stripMarkup(input: string | null | undefined): string {
  if (!input) return '';
  const text = input
    .replace(/<!--[\s\S]*?-->/g, ' ')
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(BLOCK_TAG, ' ')
    .replace(/<\/?[a-z][^>]*>/gi, '');
  // Decode after removing tags, so an escaped "&lt;b&gt;" stays visible text rather than becoming a tag.
  return collapseWhitespace(decodeEntities(text));
}

/**
 * Cuts text to at most `max` characters: untouched when it fits, otherwise cut at the last word boundary
 * and ended with '…' (the ellipsis counts towards the limit).
 */
export function truncateText(text: string, max: number = DESCRIPTION_MAX_LENGTH): string {
  const clean = collapseWhitespace(text);
  if (clean.length <= max) return clean;
  const room = clean.slice(0, max - ELLIPSIS.length + 1);
  const lastSpace = room.lastIndexOf(' ');
  // A single very long word has no boundary worth keeping: hard-cut it.
  const cut = lastSpace > max / 2 ? room.slice(0, lastSpace) : room.slice(0, max - ELLIPSIS.length);
  return `${cut.replace(/[\s,;:.\-–—]+$/, '')}${ELLIPSIS}`;
}

/** The page description rule: markup stripped, then cut to 150 characters. */
export function metaDescription(input: string | null | undefined): string {
  return truncateText(stripMarkup(input), DESCRIPTION_MAX_LENGTH);
}
