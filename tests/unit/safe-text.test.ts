/** @jest-environment node */
// NUL reaches PostgreSQL as error 22021 (a 500): every payload's strings refuse it, and the limits hold.
import { emailPayloadSchema, registrationSchema, verifyPayloadSchema } from '@/lib/validation/auth';
import { contactSchema } from '@/lib/validation/contact';
import { outboxQuerySchema } from '@/lib/validation/outbox';
import { searchParamsSchema, suggestionsQuerySchema } from '@/lib/validation/search';
import { containsUnsafeText, isSafeText, safeText, unsafeTextMessage } from '@/lib/validation/text';

const registration = { firstName: 'Meera', lastName: 'Iyer', countryCode: '+91', phone: '9876543210', email: 'meera@example.com' };
const contact = { name: 'Meera', email: 'meera@example.com', phone: '', subject: 'Hello', message: 'A question' };

describe('safe text', () => {
  it('refuses NUL anywhere and accepts other text', () => {
    expect(isSafeText('Prestige Lakeside, Whitefield ✓')).toBe(true);
    expect(isSafeText('a\u0000b')).toBe(false);
    expect(safeText().safeParse('\u0000').error?.issues[0]?.message).toBe(unsafeTextMessage);
    expect(safeText().trim().max(3).safeParse(' abc ').data).toBe('abc');
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
