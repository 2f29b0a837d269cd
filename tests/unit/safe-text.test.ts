/** @jest-environment node */
// NUL reaches PostgreSQL as error 22021 (a 500): every payload's strings refuse it, and the limits hold.
import { emailPayloadSchema, registrationSchema, verifyPayloadSchema } from '@/lib/validation/auth';
import { contactSchema } from '@/lib/validation/contact';
import { outboxQuerySchema } from '@/lib/validation/outbox';
import { searchParamsSchema, suggestionsQuerySchema } from '@/lib/validation/search';
import { indiaToday } from '@/lib/time/india';
import { sendOfferSchema } from '@/lib/validation/offer';
import { tenantProfileSchema } from '@/lib/validation/tenant-profile';
import { containsUnsafeText, isSafeText, safeText, unsafeTextMessage } from '@/lib/validation/text';
import { visitUpdateSchema } from '@/lib/validation/visit-update';

const registration = { firstName: 'Meera', lastName: 'Iyer', countryCode: '+91', phone: '9876543210', email: 'meera@example.com' };
const contact = { name: 'Meera', email: 'meera@example.com', phone: '', subject: 'Hello', message: 'A question' };
// Every free-text field of a tenant profile filled in (the occupation keeps employer_name).
const profile = {
  first_name: 'Asha',
  last_name: 'Rao',
  email: 'asha@example.com',
  phone: '9876543210',
  alternative_phone_number: '9876543211',
  short_bio: 'Quiet, no parties',
  current_residing_city: 'Pune',
  occupation: 'Employed (Salaried)',
  employer_name: 'Infosys',
  home_state: 'Karnataka',
  linkedin_profile: 'https://www.linkedin.com/in/asha',
  tenant_type: 'Single',
  has_pet: false,
};
const offer = {
  rent_listing_id: '7c1f2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b',
  property_id: '8d2e3b4c-5e6f-4a71-9b8c-0d1e2f3a4b5c',
  society_id: '9e3f4c5d-6f70-4b82-8c9d-1e2f3a4b5c6d',
  offered_rent: '40000',
  offered_security_deposit: '120000',
  movein_date: indiaToday(),
  extra_fittings_requested: 'A washing machine',
  message: 'Can we talk?',
};

describe('safe text', () => {
  it('refuses NUL anywhere and accepts other text', () => {
    expect(isSafeText('Prestige Lakeside, Whitefield ✓')).toBe(true);
    expect(isSafeText('Line one\nline two\ttab\r\n😀 é　')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(safeText().safeParse('\u0000').error?.issues[0]?.message).toBe(unsafeTextMessage);
    expect(safeText().trim().max(3).safeParse(' abc ').data).toBe('abc');
  });

  it('refuses other control characters and half a character', () => {
    for (const value of ['\u0001', 'a\u0008', '\u001b[31m', '\u007f', '\ud800', 'x\udc00y']) expect(isSafeText(value)).toBe(false);
  });

  it('finds NUL in keys and nested values of JSON', () => {
    expect(containsUnsafeText({ a: [{ b: 'x\u0000' }] })).toBe(true);
    expect(containsUnsafeText({ 'k\u0000': 1 })).toBe(true);
    expect(containsUnsafeText({ a: ['\\u0000 as text'] })).toBe(false);
    expect(containsUnsafeText(undefined)).toBe(false);
  });
});

describe('every payload refuses NUL', () => {
  it.each(Object.keys(registration).filter((key) => key !== 'countryCode'))('registration %s', (field) => {
    const value = field === 'phone' ? '98765\u000043210' : `${registration[field as keyof typeof registration]}\u0000`;
    expect(registrationSchema.safeParse({ ...registration, [field]: value }).success).toBe(false);
  });

  it.each(Object.keys(contact))('contact %s', (field) => {
    expect(contactSchema.safeParse({ ...contact, [field]: `${contact[field as keyof typeof contact]}\u0000` }).success).toBe(false);
  });

  it.each(Object.keys(profile).filter((key) => typeof profile[key as keyof typeof profile] === 'string'))('tenant profile %s', (field) => {
    expect(tenantProfileSchema.safeParse(profile).success).toBe(true);
    const value = `${String(profile[field as keyof typeof profile])}\u0000`;
    expect(tenantProfileSchema.safeParse({ ...profile, [field]: value }).success).toBe(false);
  });

  it.each(['extra_fittings_requested', 'message', 'movein_date', 'offered_rent', 'rent_listing_id'])('offer %s', (field) => {
    expect(sendOfferSchema.safeParse(offer).success).toBe(true);
    const result = sendOfferSchema.safeParse({ ...offer, [field]: `${offer[field as keyof typeof offer]}\u0000` });
    expect(result.success).toBe(false);
    if (field === 'message' || field === 'extra_fittings_requested') expect(result.error?.issues[0]?.message).toBe(unsafeTextMessage);
  });

  it('visit notes', () => {
    expect(visitUpdateSchema.safeParse({ feedback: '', notes: 'ok\n' }).success).toBe(true);
    expect(visitUpdateSchema.safeParse({ feedback: '', notes: 'a\u0000' }).success).toBe(false);
  });

  it('login e-mail and code', () => {
    expect(emailPayloadSchema.safeParse({ email: 'a\u0000@example.com' }).success).toBe(false);
    expect(verifyPayloadSchema.safeParse({ email: 'a@example.com', token: '12345\u0000' }).success).toBe(false);
  });

  it('suggestions refuse it, search drops it', () => {
    expect(suggestionsQuerySchema.safeParse({ q: 'sob\u0000' }).success).toBe(false);
    expect(suggestionsQuerySchema.parse({ q: '  sobha  ' }).q).toBe('sobha');
    expect(suggestionsQuerySchema.parse({}).q).toBe('');
    expect(searchParamsSchema.parse({ q: 'sob\u0000', zone: '\u0000' })).toMatchObject({ q: '', zone: null });
  });
});

describe('limits', () => {
  it('e-mail addresses are at most 254 characters', () => {
    const at254 = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.in`;
    expect(at254).toHaveLength(254);
    expect(emailPayloadSchema.safeParse({ email: at254 }).success).toBe(true);
    expect(emailPayloadSchema.safeParse({ email: `a${at254}` }).success).toBe(false);
    expect(registrationSchema.safeParse({ ...registration, email: `${'x'.repeat(1_000_000)}@example.com` }).success).toBe(false);
  });

  it('outbox limits are whole numbers from 1 to 200', () => {
    expect(outboxQuerySchema.parse({ limit: '20', to: ' a@b.in ', format: 'json' })).toEqual({ limit: 20, to: 'a@b.in', format: 'json' });
    for (const limit of ['1.5', '-1', '0', '201', '1e3', 'NaN', '', ' 5']) {
      expect(outboxQuerySchema.safeParse({ limit }).success).toBe(false);
    }
    expect(outboxQuerySchema.safeParse({ to: '\u0000' }).success).toBe(false);
    expect(outboxQuerySchema.safeParse({ format: 'xml' }).success).toBe(false);
  });
});
