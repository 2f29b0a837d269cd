// The price line of a society card in the results. A plain search shows each kind's whole range of Active
// listings; a search by budget or bedrooms shows the cheapest home that matched it, since the range (a 1 RK at
// the bottom of it) says nothing about the 3 BHK the society was found and ranked for.
import { formatAmount } from '@/lib/amounts';
import type { HomeMatch, PriceRange } from './types';

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
export function homeMatchText(match: HomeMatch): string {
  const amount = `From ${formatAmount(match.amount)}`;
  return match.bhk ? `${amount} for ${match.bhk}` : amount;
}

/** The card's label for the matched kind: what a month's rent or a sale price is called on the card. */
export function homeMatchLabel(match: HomeMatch): string {
  return match.listing === 'rent' ? 'Rent / month' : 'Buy';
}
