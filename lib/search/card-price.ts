// The price line of a society card in the results. A plain search shows each kind's whole range of Active
// listings; a search by budget or bedrooms shows the cheapest home that matched it, since the range (a 1 RK at
// the bottom of it) says nothing about the 3 BHK the society was found and ranked for.
import { formatAmount } from '@/lib/amounts';
import type { HomeMatch, PriceRange } from './types';
import { englishWords, type Translate } from './words';

/** '₹15 K – ₹48 K', one amount when both ends read the same; null without listings. */
export function priceRangeText(range: PriceRange | null): string | null {
  if (!range) return null;
  const low = formatAmount(range.min);
  const high = formatAmount(range.max);
  return low === high ? low : `${low} – ${high}`;
}

/**
 * 'From ₹34.50 K for 3 BHK' (the cheapest matching home; 'From ₹34.50 K' when its bedrooms are not known), in the
 * spec's amount format: two decimals everywhere but the shortlist pages.
 */
export function homeMatchText(match: HomeMatch, t: Translate = englishWords): string {
  const amount = formatAmount(match.amount);
  return match.bhk ? t('words.card.fromFor', { amount, bhk: match.bhk }) : t('words.card.from', { amount });
}

/** The card's label for the matched kind: what a month's rent or a sale price is called on the card. */
export function homeMatchLabel(match: HomeMatch, t: Translate = englishWords): string {
  return t(match.listing === 'rent' ? 'words.card.rentMonth' : 'words.card.buy');
}
