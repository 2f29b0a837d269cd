/** @jest-environment node */
import { formatAmount, formatAmountPerUnit, formatRupees } from '@/lib/amounts';

describe('formatAmount', () => {
  it.each([
    [1e7, '₹1 Cr'],
    [25_000_000, '₹2.50 Cr'],
    [12_345_678, '₹1.23 Cr'],
    [9_999_999, '₹100.00 L'],
    [1e5, '₹1 L'],
    [4_500_000, '₹45 L'],
    [150_000, '₹1.50 L'],
    [1000, '₹1K'],
    [25_000, '₹25K'],
    [25_500, '₹25.50K'],
    [999, '₹999'],
    [0, '₹0'],
  ])('%d -> %s', (amount, label) => {
    expect(formatAmount(amount)).toBe(label);
  });

  it('uses one decimal when asked (shortlist pages)', () => {
    expect(formatAmount(25_500, 1)).toBe('₹25.5K');
    expect(formatAmount(15_000_000, 1)).toBe('₹1.5 Cr');
  });

  it('gives empty text for missing values', () => {
    expect(formatAmount(null)).toBe('');
    expect(formatAmount(undefined)).toBe('');
    expect(formatAmount(Number.NaN)).toBe('');
  });
});

describe('formatAmountPerUnit', () => {
  it('divides and rounds', () => {
    expect(formatAmountPerUnit(10_000_000, 1000)).toBe('₹10K');
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
