// The offer's schema (spec 5 "Offer") and the offer credits (spec 9).
import { OFFER_PLAN_MESSAGE, offerCredits } from '@/lib/tenant/credits';
import { indiaToday } from '@/lib/time/india';
import { offerTermsSchema, sendOfferSchema } from '@/lib/validation/offer';

const ids = {
  rent_listing_id: '7c1f2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  property_id: '8d2e3b4c-5e6f-4a71-9b8c-0d1e2f3a4b5c',
  society_id: '9e3f4c5d-6f70-4b82-8c9d-1e2f3a4b5c6d',
};
const terms = { offered_rent: '40000', offered_security_deposit: '120000', movein_date: indiaToday(), extra_fittings_requested: '', message: '' };
const firstMessage = (value: unknown) => {
  const result = sendOfferSchema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

afterEach(() => jest.useRealTimers());

test('a complete offer passes; empty optional texts become null', () => {
  const parsed = sendOfferSchema.parse({ ...ids, ...terms });
  expect(parsed).toMatchObject({ offered_rent: 40000, offered_security_deposit: 120000, extra_fittings_requested: null, message: null });
});

test.each([
  ['rent empty', { offered_rent: '' }],
  ['deposit empty', { offered_security_deposit: '' }],
  ['rent 0', { offered_rent: '0' }],
  ['deposit 0', { offered_security_deposit: 0 }],
  ['a negative amount', { offered_rent: -5 }],
])("%s: 'Please enter both rent and security deposit amounts.'", (_name, overrides) => {
  expect(firstMessage({ ...ids, ...terms, ...overrides })).toBe('Please enter both rent and security deposit amounts.');
});

test.each([
  ['a fraction', { offered_rent: '40000.5' }],
  ['text', { offered_security_deposit: 'lots' }],
  ['a letter O for a zero', { offered_rent: '4O,000' }],
])('%s: refused as not an amount (never read as another amount)', (_name, overrides) => {
  expect(firstMessage({ ...ids, ...terms, ...overrides })).toBe('Amounts can only contain digits, for example 40,000.');
});

test("no move-in date: 'Please select a preferred move-in date.'", () => {
  expect(firstMessage({ ...ids, ...terms, movein_date: '' })).toBe('Please select a preferred move-in date.');
  expect(firstMessage({ ...ids, ...terms, movein_date: '2026-02-30' })).toBe('Please select a preferred move-in date.');
});

test('the move-in date runs from India-time today on', () => {
  // 20:00 UTC on 1 Dec is 01:30 on 2 Dec in India: 1 Dec is already in the past there.
  jest.useFakeTimers({ now: new Date('2026-12-01T20:00:00Z') });
  expect(offerTermsSchema.safeParse({ ...terms, movein_date: '2026-12-01' }).success).toBe(false);
  expect(offerTermsSchema.safeParse({ ...terms, movein_date: '2026-12-02' }).success).toBe(true);
});

test("a missing id: 'Missing required information. Please try again.'", () => {
  expect(firstMessage({ ...ids, ...terms, society_id: undefined })).toBe('Missing required information. Please try again.');
  expect(firstMessage({ ...ids, ...terms, property_id: 'not-an-id' })).toBe('Missing required information. Please try again.');
});

test('credits: 1 per offer, 3 free', () => {
  expect(offerCredits(0)).toEqual({ used: 0, total: 3, left: 3 });
  expect(offerCredits(2)).toEqual({ used: 2, total: 3, left: 1 });
  expect(offerCredits(3)).toEqual({ used: 3, total: 3, left: 0 });
  expect(offerCredits(5)).toEqual({ used: 3, total: 3, left: 0 });
  expect(OFFER_PLAN_MESSAGE).toMatch(/plan.*coming soon/);
});
