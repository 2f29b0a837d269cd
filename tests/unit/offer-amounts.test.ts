import { offerMessages, offerTermsSchema, parseRupeeAmount } from '@/lib/validation/offer';

describe('offer amounts: digits and separators only', () => {
  it('reads grouped amounts as typed', () => {
    expect(parseRupeeAmount('40,000')).toBe(40000);
    expect(parseRupeeAmount(' 1,50,000 ')).toBe(150000);
    expect(parseRupeeAmount('40 000')).toBe(40000);
    expect(parseRupeeAmount('')).toBeNull();
  });

  it('refuses anything else instead of guessing another amount', () => {
    for (const text of ['4O,000', '40000.5', '-4000', '₹40,000', '40k', ',000']) expect(parseRupeeAmount(text)).toBeNaN();
  });

  it('the schema says why: a letter in an amount is an error, never ₹4,000', () => {
    const base = { offered_security_deposit: '1,00,000', movein_date: '2999-01-01', extra_fittings_requested: '', message: '' };
    const bad = offerTermsSchema.safeParse({ ...base, offered_rent: '4O,000' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual([offerMessages.amountsInvalid]);
    const good = offerTermsSchema.parse({ ...base, offered_rent: '40,000' });
    expect(good).toMatchObject({ offered_rent: 40000, offered_security_deposit: 100000 });
    expect(offerTermsSchema.safeParse({ ...base, offered_rent: '' }).error?.issues[0]?.message).toBe(offerMessages.amountsRequired);
  });
});
