// Amount labels (discovery-and-login.md section 9): rupee sign; Cr from 1e7, L from 1e5, K from 1e3, each written
// with a space before the suffix; an integer when the rounded value is whole, otherwise 2 decimals (the shortlist
// pages use 1); smaller amounts in full with Indian digit grouping. Rounding that reaches the next band moves to it
// (99,999 is '₹1 L', never '₹100.00 K').

const BANDS = [
  { min: 1e7, suffix: ' Cr' },
  { min: 1e5, suffix: ' L' },
  { min: 1e3, suffix: ' K' },
] as const;

const fullFormatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function formatAmount(amount: number | null | undefined, decimals = 2): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  const index = BANDS.findIndex((band) => value >= band.min);
  if (index !== -1) {
    // Rounding can reach the band above (99.999 K -> '100.00'): then the band above writes it (1 L).
    const band = BANDS[index]!;
    const rounded = Number((value / band.min).toFixed(decimals));
    const above = BANDS[index - 1];
    const [shown, suffix] = above && rounded * band.min >= above.min ? [Number((value / above.min).toFixed(decimals)), above.suffix] : [rounded, band.suffix];
    const text = Number.isInteger(shown) ? String(shown) : shown.toFixed(decimals);
    return `${sign}₹${text}${suffix}`;
  }
  return `${sign}₹${fullFormatter.format(Math.round(value))}`;
}

/**
 * A text with each abbreviated amount kept on one line: '₹48 K' with a no-break space, so that a narrow card
 * (a price range at 320 px) wraps between amounts, never between '₹48' and its 'K'. For what a page shows; messages
 * and data keep plain spaces.
 */
export function unbreakableAmounts(text: string): string {
  return text.replace(/(₹[\d.,]+) (K|L|Cr)\b/g, '$1\u00A0$2');
}

/** A total divided by a count (rounded), formatted the same way; empty text for a zero or missing count. */
export function formatAmountPerUnit(total: number | null | undefined, count: number | null | undefined, decimals = 2): string {
  if (!count || total === null || total === undefined) return '';
  return formatAmount(Math.round(total / count), decimals);
}

/** Full amount with Indian grouping and the rupee sign, e.g. ₹1,25,000 (for forms and tables). */
export function formatRupees(amount: number | null | undefined): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  return `₹${fullFormatter.format(amount)}`;
}
