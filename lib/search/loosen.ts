// When a filtered search finds nothing, the one filter whose removal finds the most societies ('Without "Villa"
// there are 6 societies'), as the properties page does for homes. Pure: the caller gives the search to count with.
import type { FilterChip } from './filter-chips';
import { englishWords } from './english-words';
import { type Translate } from './words';

export interface LoosenedFilter {
  chip: FilterChip;
  /** Societies found without this one filter. */
  count: number;
}

/** More chips than this are not tried one by one (each try is a search); the hint then says to clear some. */
export const MAX_FILTERS_TRIED = 8;

/**
 * The chip to remove, or null when none alone gives a result (or there are too many to try). A failed count is
 * skipped, not thrown: the hint is a help beside an answer already given.
 */
export async function filterToLoosen(chips: readonly FilterChip[], countWithout: (href: string) => Promise<number | null>): Promise<LoosenedFilter | null> {
  if (!chips.length || chips.length > MAX_FILTERS_TRIED) return null;
  const counts = await Promise.all(chips.map((chip) => countWithout(chip.href).catch(() => null)));
  let best: LoosenedFilter | null = null;
  chips.forEach((chip, index) => {
    const count = counts[index] ?? 0;
    if (count > 0 && (!best || count > best.count)) best = { chip, count };
  });
  return best;
}

/** 'Without ‘Villa’ there are 6 societies.' */
export function loosenText({ chip, count }: LoosenedFilter, t: Translate = englishWords): string {
  return count === 1 ? t('words.loosen.one', { label: chip.label }) : t('words.loosen.other', { label: chip.label, count: String(count) });
}
