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

/** '(35 ಸಾವಿರ)' as withAmountWords writes it beside a figure: AMOUNT_UNIT_WORDS' words. A literal, so a bundle that
 *  never calls unbreakableAmounts (the browser's) drops it. */
const AMOUNT_WORDS_IN_BRACKETS = /\(([\d.]+) (ಸಾವಿರ|ಲಕ್ಷ|ಕೋಟಿ|हज़ार|लाख|करोड़)\)/g;

/**
 * A text with each abbreviated amount kept on one line: '₹48 K' with a no-break space, so that a narrow card
 * (a price range at 320 px) wraps between amounts, never between '₹48' and its 'K'; likewise the amount words of a
 * Kannada or Hindi page, '(48 ಸಾವಿರ)', which may go to the next line after their figure as a whole. For what a page
 * shows; messages and data keep plain spaces.
 */
export function unbreakableAmounts(text: string): string {
  return text.replace(/(₹[\d.,]+) (K|L|Cr)\b/g, '$1\u00A0$2').replace(AMOUNT_WORDS_IN_BRACKETS, '($1\u00A0$2)');
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

/**
 * Full amount with Indian grouping after 'Rs.', e.g. Rs. 1,25,000: for documents set in the PDF standard fonts,
 * which have no rupee sign (docs/move-in.md "The PDF").
 */
export function formatRsAmount(amount: number): string {
  return `Rs. ${fullFormatter.format(amount)}`;
}

const ONES = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen'] as const;
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'] as const;
// The Indian scale, largest first: 1,23,45,678 is 'one crore twenty-three lakh forty-five thousand six hundred and seventy-eight'.
const SCALE = [
  { size: 1e7, name: 'crore' },
  { size: 1e5, name: 'lakh' },
  { size: 1e3, name: 'thousand' },
] as const;

function belowThousandInWords(value: number): string {
  const hundreds = Math.floor(value / 100);
  const rest = value % 100;
  const tens = rest < 20 ? ONES[rest]! : `${TENS[Math.floor(rest / 10)]}${rest % 10 ? `-${ONES[rest % 10]}` : ''}`;
  if (!hundreds) return tens;
  return rest ? `${ONES[hundreds]} hundred and ${tens}` : `${ONES[hundreds]} hundred`;
}

/** A whole amount in words on the Indian scale, as agreements write it beside the figures: 45000 -> 'forty-five thousand'. */
export function amountInWords(amount: number): string {
  if (!Number.isFinite(amount) || amount < 0) throw new RangeError('An amount in words is a whole number of zero or more');
  let rest = Math.round(amount);
  if (rest === 0) return ONES[0];
  const parts: string[] = [];
  for (const { size, name } of SCALE) {
    const count = Math.floor(rest / size);
    if (count) parts.push(`${amountInWords(count)} ${name}`);
    rest %= size;
  }
  if (rest) parts.push(belowThousandInWords(rest));
  return parts.join(' ');
}

// ---- the Indian units in words, beside the figures ------------------------------------------------------------
// What people write beside a ₹ figure in Kannada and Hindi (docs/i18n.md "Amount words"): the amount in the largest
// unit it reaches, thousand from ₹1,000, lakh from ₹1,00,000, crore from ₹1,00,00,000, with at most two decimals
// (rounded as formatAmount rounds the figure beside them, trailing zeros dropped) and Latin digits as the figures have them: ₹35,000 is '35 ಸಾವಿರ', ₹1,50,000
// '1.5 ಲಕ್ಷ', ₹1,20,00,000 '1.2 ಕೋಟಿ'. As formatAmount, rounding that reaches the next unit moves to it (₹99,999 is
// '1 ಲಕ್ಷ', never '100 ಸಾವಿರ'). Under ₹1,000 the figure says it all: no words. English shows none (its K, L and Cr
// are the words).

/** The languages that write amount words, and their thousand, lakh and crore. */
export const AMOUNT_UNIT_WORDS = {
  kn: ['ಸಾವಿರ', 'ಲಕ್ಷ', 'ಕೋಟಿ'],
  hi: ['हज़ार', 'लाख', 'करोड़'],
} as const satisfies Record<string, readonly [string, string, string]>;

const WORD_UNITS = [1e7, 1e5, 1e3] as const;

/** The amount in a unit, rounded to two decimals exactly as formatAmount rounds the figure the words stand beside. */
const inUnit = (rupees: number, unit: number) => Number((rupees / unit).toFixed(2));

/**
 * The amount in the words of a language: amountWords(35000, 'kn') is '35 ಸಾವಿರ', amountWords(24500000, 'hi')
 * '2.45 करोड़'; '' for English (or any language without words), under ₹1,000, and for a missing or negative amount.
 */
export function amountWords(amount: number | null | undefined, locale: string): string {
  if (amount === null || amount === undefined || !Number.isFinite(amount) || amount < 0) return '';
  const words = (AMOUNT_UNIT_WORDS as Record<string, readonly string[] | undefined>)[locale];
  if (!words) return '';
  const rupees = Math.round(amount);
  const index = WORD_UNITS.findIndex((unit) => rupees >= unit);
  if (index === -1) return '';
  let at = index;
  let count = inUnit(rupees, WORD_UNITS[at]!);
  // 99,999 rounds to 100 thousand: the unit above says it (1 lakh).
  if (at > 0 && count * WORD_UNITS[at]! >= WORD_UNITS[at - 1]!) {
    at -= 1;
    count = inUnit(rupees, WORD_UNITS[at]!);
  }
  // WORD_UNITS runs crore, lakh, thousand; the words run thousand, lakh, crore. String(1.5) is '1.5': no trailing zero.
  return `${String(count)} ${words[WORD_UNITS.length - 1 - at]}`;
}

/** A figure with its words after it in Kannada and Hindi, '₹35 K (35 ಸಾವಿರ)'; the figure alone in English. */
export function withAmountWords(figure: string, amount: number | null | undefined, locale: string): string {
  const words = amountWords(amount, locale);
  return words ? `${figure} (${words})` : figure;
}
