import { z } from '@/lib/validation/zod';

// Cell parsers for CSV rows (every cell arrives as trimmed text). An empty cell is "no value": null for optional
// columns, the column's default for flags. Messages name what was expected, so the per-row report is enough.
// Pure (no server code), so the desk's listing forms validate in the browser exactly as the import does.

const empty = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** Optional text: empty -> null. */
export const optionalText = (max = 500) =>
  z.preprocess((value) => (empty(value) ? null : String(value).trim()), z.string().max(max, `At most ${max} characters`).nullable());

export const requiredText = (label: string, max = 200) =>
  z.preprocess(
    (value) => (empty(value) ? undefined : String(value).trim()),
    z.string({ error: `${label} is required` }).max(max, `At most ${max} characters`),
  );

/** An operator's key: letters, digits and - _ . : / (e.g. prestige-lakeside or SOC-0001). */
export const externalKey = (label = 'Key') =>
  z.preprocess(
    (value) => (empty(value) ? undefined : String(value).trim()),
    z
      .string({ error: `${label} is required` })
      .max(100, 'At most 100 characters')
      .regex(/^[A-Za-z0-9][A-Za-z0-9_.:/-]*$/, 'Use letters, digits and - _ . : / only'),
  );

export const optionalKey = (label = 'Key') => z.preprocess((value) => (empty(value) ? undefined : value), externalKey(label).optional());

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/** yes/no (also true/false, y/n, 1/0); empty -> no. */
export const flag = () =>
  z.preprocess((value) => {
    if (empty(value)) return false;
    const text = String(value).trim().toLowerCase();
    if (YES.has(text)) return true;
    if (NO.has(text)) return false;
    return text;
  }, z.boolean({ error: 'Expected yes or no' }));

/** A whole number (digits, optional commas as in 1,25,000); empty -> null unless required. */
export const integer = ({ min = 0, max = Number.MAX_SAFE_INTEGER, required = false, label = 'A number' } = {}) => {
  const base = z
    .number({ error: 'Expected a whole number' })
    .int('Expected a whole number')
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`);
  // Required: an empty cell says the column is required; text that is not a number says so (not 'required').
  return z.preprocess((value) => {
    if (empty(value)) return required ? undefined : null;
    const text = String(value).trim().replace(/,/g, '');
    return /^-?\d+$/.test(text) ? Number(text) : text;
  }, required ? z.number({ error: (issue) => (issue.input === undefined ? `${label} is required` : 'Expected a whole number') }).pipe(base) : base.nullable());
};

export const decimal = ({ min, max }: { min: number; max: number }) =>
  z.preprocess(
    (value) => {
      if (empty(value)) return null;
      const text = String(value).trim();
      return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
    },
    z.number({ error: 'Expected a number' }).min(min, `Must be at least ${min}`).max(max, `Must be at most ${max}`).nullable(),
  );

/** yyyy-mm-dd, a real calendar date; empty -> null. */
export const isoDate = () =>
  z.preprocess(
    (value) => (empty(value) ? null : String(value).trim()),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a date as yyyy-mm-dd')
      .refine((text) => {
        const date = new Date(`${text}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
      }, 'Not a calendar date')
      .nullable(),
  );

/** One of a fixed list (case-insensitive; stored in the list's spelling). */
export function oneOf<const T extends readonly [string, ...string[]]>(values: T, { required = false, label = 'Value' } = {}) {
  const byLower = new Map(values.map((value) => [value.toLowerCase(), value]));
  const message = `Expected one of: ${values.join(', ')}`;
  const schema = z.enum(values, { error: message });
  return z.preprocess(
    (value) => {
      if (empty(value)) return required ? undefined : null;
      const text = String(value).trim();
      return byLower.get(text.toLowerCase()) ?? text;
    },
    required ? z.enum(values, { error: (issue) => (issue.input === undefined ? `${label} is required` : message) }) : schema.nullable(),
  );
}

/**
 * A list in one cell, items separated by '|' (commas appear inside items such as highlights), or the list itself
 * (a form's checkboxes).
 */
export const list = (item: z.ZodType<string> = z.string().max(300, 'An item has more than 300 characters'), maxItems = 50) =>
  z.preprocess(
    (value) => (Array.isArray(value) ? value.map((part) => String(part).trim()).filter(Boolean) : empty(value) ? [] : String(value).split('|').map((part) => part.trim()).filter(Boolean)),
    z.array(item).max(maxItems, `At most ${maxItems} items`),
  );

/** A photo or file: an absolute http(s) URL or a path on this site (/storage/v1/object/public/...). */
export const fileRef = z
  .string()
  .max(1000, 'At most 1000 characters')
  .refine((value) => /^https?:\/\/\S+$/i.test(value) || /^\/\S*$/.test(value), 'Expected an http(s) URL or a path starting with /');

export const optionalFileRef = () => z.preprocess((value) => (empty(value) ? null : String(value).trim()), fileRef.nullable());

/** An Indian mobile number: spaces, dashes, a leading +91, 91 or 0 are dropped; 10 digits starting 6-9 remain. */
export const optionalIndianMobile = () =>
  z.preprocess(
    (value) => (empty(value) ? null : String(value).replace(/[\s-]/g, '').replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, '')),
    z.string().regex(/^[6-9]\d{9}$/, 'Expected a 10-digit Indian mobile number').nullable(),
  );

/** An e-mail address, lower-cased; empty -> null. */
export const optionalEmail = () =>
  z.preprocess((value) => (empty(value) ? null : String(value).trim().toLowerCase()), z.email('Expected an e-mail address').max(254, 'At most 254 characters').nullable());
