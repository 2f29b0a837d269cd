// Values the database stores in English as codes of a fixed list (a project's type, status and category, a
// home's furnishing, facing, preferred tenants, occupancy, parking; 'Penthouse'; a project's size in acres): the
// page shows each one's message in its language (`facts` messages, 'stored.<field>.<value>'). A value outside the
// lists is text someone typed and stays as typed; so does everything without a translate function.
import { FACINGS, FURNISHING, PREFERRED_TENANTS, PROJECT_CATEGORIES, PROJECT_STATUSES, PROJECT_TYPES } from '@/lib/catalog';
import type { FactsKey, FactsTranslate } from './facts-copy';

/** The stored values of each field that have a message (the fixed lists of lib/catalog.ts, and the import's). */
const CODES = {
  projectType: PROJECT_TYPES,
  projectStatus: PROJECT_STATUSES,
  category: PROJECT_CATEGORIES,
  furnishing: FURNISHING,
  facing: FACINGS,
  tenant: PREFERRED_TENANTS,
  occupancy: ['Vacant', 'Owner Occupied', 'Tenant Occupied'],
  parking: ['Open'],
  bedroom: ['Penthouse'],
} as const satisfies Record<string, readonly string[]>;

export type StoredField = keyof typeof CODES | 'projectSize';

// '2 Covered' (parking) and '12 Acres' (a project's size) carry a number: one message with a placeholder.
const COVERED = /^(\d+) Covered$/;
const ACRES = /^(\d+(?:\.\d+)?) Acres$/;

/** A stored value as the page shows it: its message in the page's language with `t`, else as stored. */
export function storedLabel(field: StoredField, value: string, t?: FactsTranslate): string;
export function storedLabel(field: StoredField, value: string | null | undefined, t?: FactsTranslate): string | null;
export function storedLabel(field: StoredField, value: string | null | undefined, t?: FactsTranslate): string | null {
  if (value === null || value === undefined) return null;
  if (!t) return value;
  if (field === 'projectSize') {
    const acres = ACRES.exec(value);
    return acres ? t('stored.acres', { count: acres[1]! }) : value;
  }
  if (field === 'parking') {
    const covered = COVERED.exec(value);
    if (covered) return t('stored.parking.covered', { count: covered[1]! });
  }
  return (CODES[field] as readonly string[]).includes(value) ? t(`stored.${field}.${value}` as FactsKey) : value;
}

/** A list of stored values ('Family, Bachelors'), each in the page's language. */
export function storedLabels(field: StoredField, values: readonly string[], t?: FactsTranslate): string[] {
  return values.map((value) => storedLabel(field, value, t));
}
