/** @jest-environment node */
import { amountInWords, formatAmount, formatAmountPerUnit, formatRsAmount, formatRupees } from '@/lib/amounts';

describe('formatAmount', () => {
  it.each([
    [1e7, '₹1 Cr'],
    [25_000_000, '₹2.50 Cr'],
    [12_345_678, '₹1.23 Cr'],
    [9_999_999, '₹1 Cr'],
    [9_940_000, '₹99.40 L'],
    [99_999, '₹1 L'],
    [99_400, '₹99.40 K'],
    [999, '₹999'],
    [100_000_000_000, '₹10000 Cr'],
    [1e5, '₹1 L'],
    [4_500_000, '₹45 L'],
    [150_000, '₹1.50 L'],
    [1000, '₹1 K'],
    [25_000, '₹25 K'],
    [25_500, '₹25.50 K'],
    [999, '₹999'],
    [0, '₹0'],
  ])('%d -> %s', (amount, label) => {
    expect(formatAmount(amount)).toBe(label);
  });

  it('uses one decimal when asked (shortlist pages)', () => {
    expect(formatAmount(25_500, 1)).toBe('₹25.5 K');
    expect(formatAmount(99_960, 1)).toBe('₹1 L');
    expect(formatAmount(9_996_000, 1)).toBe('₹1 Cr');
    expect(formatAmount(15_000_000, 1)).toBe('₹1.5 Cr');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatAmount(-150_000)).toBe('-₹1.50 L');
  });

  it('gives empty text for missing values', () => {
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
    expect(formatAmount(Number.NaN)).toBe('');
  });
});

describe('formatAmountPerUnit', () => {
  it('divides and rounds', () => {
    expect(formatAmountPerUnit(10_000_000, 1000)).toBe('₹10 K');
    expect(formatAmountPerUnit(1000, 3)).toBe('₹333');
  });
  it('is empty for a zero or missing count', () => {
    expect(formatAmountPerUnit(1000, 0)).toBe('');
    expect(formatAmountPerUnit(1000, undefined)).toBe('');
  });
});

describe('formatRupees', () => {
  it('groups digits the Indian way', () => {
    expect(formatRupees(125000)).toBe('₹1,25,000');
    expect(formatRupees(12345678)).toBe('₹1,23,45,678');
  });
});

describe('formatRsAmount', () => {
  it('writes Rs. and groups digits the Indian way', () => {
    expect(formatRsAmount(45000)).toBe('Rs. 45,000');
    expect(formatRsAmount(225000)).toBe('Rs. 2,25,000');
    expect(formatRsAmount(0)).toBe('Rs. 0');
  });
});

describe('amountInWords', () => {
  it.each([
    [0, 'zero'],
    [7, 'seven'],
    [45, 'forty-five'],
    [500, 'five hundred'],
    [4500, 'four thousand five hundred'],
    [45000, 'forty-five thousand'],
    [47250, 'forty-seven thousand two hundred and fifty'],
    [225000, 'two lakh twenty-five thousand'],
    [12345678, 'one crore twenty-three lakh forty-five thousand six hundred and seventy-eight'],
    [1500000000, 'one hundred and fifty crore'],
  ])('%d is %s', (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it('refuses a negative amount', () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
  });
});
