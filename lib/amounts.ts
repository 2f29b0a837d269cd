// Amount labels (discovery-and-login.md section 9): rupee sign; Cr from 1e7, L from 1e5, K from 1e3; an integer
// when the amount divides evenly, otherwise 2 decimals (the shortlist pages use 1); smaller amounts in full
// with Indian digit grouping.

const BANDS = [
  { min: 1e7, suffix: ' Cr' },
  { min: 1e5, suffix: ' L' },
  { min: 1e3, suffix: 'K' },
] as const;

const fullFormatter = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

export function formatAmount(amount: number | null | undefined, decimals = 2): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount)) return '';
  const sign = amount < 0 ? '-' : '';
  const value = Math.abs(amount);
  for (const band of BANDS) {
    if (value >= band.min) {
      const scaled = value / band.min;
      const text = Number.isInteger(scaled) ? String(scaled) : scaled.toFixed(decimals);
      return `${sign}₹${text}${band.suffix}`;
    }
  }
  return `${sign}₹${fullFormatter.format(value)}`;
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
