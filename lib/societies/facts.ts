// A society's facts and its rules for tenants (docs/society-facts.md): what each one may hold, how the page
// words it, and where it came from. Pure: the page, the import, the desk's form and route, and the tests share
// these definitions. A fact nobody has stated is never guessed: the page names it in one 'Not stated yet' line.
import { withAmountWords } from '@/lib/amounts';
import type { Locale } from '@/lib/i18n/locales';
import { formatCalendarDay } from '@/lib/time/india';
import type { FactsKey, FactsTranslate } from './facts-copy';
import type { RuleFilter } from './rule-filters';

export const FACT_SOURCES = ['association', 'owner', 'rera_register', 'our_visit'] as const;
export type FactSource = (typeof FACT_SOURCES)[number];

const SOURCE_PHRASES: Record<FactSource, string> = {
  association: 'with the association',
  owner: 'with the owner',
  rera_register: 'on the RERA register',
  our_visit: 'on our visit',
};

export const SOURCE_LABELS: Record<FactSource, string> = {
  association: 'The association',
  owner: 'The owner',
  rera_register: 'The RERA register',
  our_visit: 'Our visit',
};

/** 'Checked 12 Nov 2026 with the association' (in the page's language with `t` and its `locale`). */
export function checkedLine(source: FactSource, checkedOn: string, t?: FactsTranslate, locale?: Locale): string {
  if (t) return t(`checked.${source}`, { date: formatCalendarDay(checkedOn, locale) });
  return `Checked ${formatCalendarDay(checkedOn)} ${SOURCE_PHRASES[source]}`;
}

type Choice = { value: string; label: string };
type FactKind =
  | { type: 'choice'; choices: readonly Choice[] }
  | { type: 'rupees'; max: number }
  | { type: 'decimal'; max: number }
  | { type: 'year' }
  | { type: 'text'; max: number; pattern?: RegExp; patternMessage?: string };

export interface FactDefinition {
  key: string;
  label: string;
  group: 'facts' | 'rules';
  kind: FactKind;
}

const choices = (...pairs: [string, string][]): FactKind => ({ type: 'choice', choices: pairs.map(([value, label]) => ({ value, label })) });

// Karnataka RERA numbers look like PRM/KA/RERA/1251/446/PR/171015/000475 (projects) or .../AG/... (agents).
const RERA_PATTERN = /^PRM\/KA\/RERA\/[A-Z0-9/]{6,60}$/;

export const FACT_DEFINITIONS = [
  { key: 'rera_number', label: 'RERA registration', group: 'facts', kind: { type: 'text', max: 80, pattern: RERA_PATTERN, patternMessage: 'A Karnataka RERA number starts with PRM/KA/RERA/' } },
  { key: 'occupancy_certificate', label: 'Occupancy certificate', group: 'facts', kind: choices(['received', 'Received'], ['applied', 'Applied for'], ['not_known', 'Not known to the association']) },
  { key: 'khata', label: 'Khata', group: 'facts', kind: choices(['a', 'A khata'], ['b', 'B khata'], ['not_known', 'Not known to the association']) },
  { key: 'water_source', label: 'Water', group: 'facts', kind: choices(['cauvery', 'Cauvery'], ['borewell', 'Borewell'], ['tanker', 'Tanker'], ['mixed', 'Mixed (Cauvery, borewell and tanker)']) },
  { key: 'power_backup', label: 'Power backup', group: 'facts', kind: choices(['full', 'Full backup for every home'], ['partial', 'Partial backup in homes'], ['common_areas', 'Lifts and common areas only'], ['none', 'None']) },
  { key: 'maintenance_per_sqft', label: 'Maintenance', group: 'facts', kind: { type: 'decimal', max: 100 } },
  { key: 'possession_year', label: 'Possession', group: 'facts', kind: { type: 'year' } },
  { key: 'who_may_rent', label: 'Who may rent', group: 'rules', kind: choices(['families', 'Families only'], ['bachelors', 'Bachelors only'], ['both', 'Families and bachelors']) },
  { key: 'company_lease', label: 'Company lease', group: 'rules', kind: choices(['allowed', 'Allowed'], ['not_allowed', 'Not allowed']) },
  { key: 'pets', label: 'Pets', group: 'rules', kind: choices(['allowed', 'Allowed'], ['not_allowed', 'Not allowed']) },
  { key: 'food', label: 'Food', group: 'rules', kind: choices(['none', 'No restrictions'], ['veg_only', 'Vegetarian only']) },
  { key: 'move_in_fee', label: 'Move-in fee', group: 'rules', kind: { type: 'rupees', max: 1_000_000 } },
  { key: 'move_out_fee', label: 'Move-out fee', group: 'rules', kind: { type: 'rupees', max: 1_000_000 } },
  { key: 'police_verification', label: 'Police verification', group: 'rules', kind: choices(['required', 'Required'], ['not_required', 'Not required']) },
  { key: 'documents', label: 'Documents asked', group: 'rules', kind: { type: 'text', max: 300 } },
  { key: 'moving_hours', label: 'Moving hours', group: 'rules', kind: { type: 'text', max: 200 } },
  { key: 'tenant_parking', label: 'Parking for tenants', group: 'rules', kind: { type: 'text', max: 200 } },
] as const satisfies readonly FactDefinition[];

export type FactKey = (typeof FACT_DEFINITIONS)[number]['key'];
export const FACT_KEYS = FACT_DEFINITIONS.map((definition) => definition.key) as FactKey[];

const BY_KEY = new Map<string, FactDefinition>(FACT_DEFINITIONS.map((definition) => [definition.key, definition]));

export function factDefinition(key: string): FactDefinition | undefined {
  return BY_KEY.get(key);
}

export const isFactKey = (key: string): key is FactKey => BY_KEY.has(key);

/** A fact whose value is text someone typed (a RERA number, the documents asked): shown as typed in every language. */
export const isTypedFact = (key: string): boolean => BY_KEY.get(key)?.kind.type === 'text';

/**
 * The stored text of a value as given (trimmed; choices by value or label, any letter case), or an error message.
 * Every writer (import, desk) goes through here, so the table holds only values the page can word.
 */
export function normalizeFactValue(key: string, raw: string): { value: string } | { error: string } {
  const definition = BY_KEY.get(key);
  if (!definition) return { error: `Unknown fact "${key}"` };
  const text = raw.trim();
  if (!text) return { error: `${definition.label}: give a value` };
  const kind = definition.kind;
  switch (kind.type) {
    case 'choice': {
      const lower = text.toLowerCase();
      const found = kind.choices.find((choice) => choice.value === lower || choice.label.toLowerCase() === lower);
      return found ? { value: found.value } : { error: `${definition.label}: expected ${kind.choices.map((choice) => choice.value).join(', ')}` };
    }
    case 'rupees': {
      const amount = Number(text.replace(/[₹,\s]/g, ''));
      if (!Number.isInteger(amount) || amount < 0 || amount > kind.max) return { error: `${definition.label}: expected whole rupees from 0 to ${kind.max}` };
      return { value: String(amount) };
    }
    case 'decimal': {
      const amount = Number(text.replace(/[₹\s]/g, ''));
      if (!/^\d+(\.\d{1,2})?$/.test(text.replace(/[₹\s]/g, '')) || amount <= 0 || amount > kind.max) {
        return { error: `${definition.label}: expected rupees per sq ft a month, like 3.5` };
      }
      return { value: String(amount) };
    }
    case 'year': {
      const year = Number(text);
      if (!/^\d{4}$/.test(text) || year < 1950 || year > 2100) return { error: `${definition.label}: expected a year like 2019` };
      return { value: text };
    }
    case 'text': {
      if (text.length > kind.max) return { error: `${definition.label}: at most ${kind.max} characters` };
      const value = kind.pattern ? text.toUpperCase().replace(/\s+/g, '') : text;
      if (kind.pattern && !kind.pattern.test(value)) return { error: `${definition.label}: ${kind.patternMessage}` };
      return { value };
    }
  }
}

const rupees = new Intl.NumberFormat('en-IN');

/**
 * The words the page shows for a stored value; with `t` in the page's language (a choice by its key, typed text as
 * typed), and with a Kannada or Hindi `locale` a fee's amount in words beside its figure.
 */
export function factValueLabel(key: string, value: string, t?: FactsTranslate, locale?: Locale): string {
  const definition = BY_KEY.get(key);
  if (!definition) return value;
  const kind = definition.kind;
  switch (kind.type) {
    case 'choice': {
      const choice = kind.choices.find((item) => item.value === value);
      if (!choice) return value;
      return t ? t(`choices.${key}.${value}` as FactsKey) : choice.label;
    }
    case 'rupees':
      if (value === '0') return t ? t('values.none') : 'None';
      return withAmountWords(`₹${rupees.format(Number(value))}`, Number(value), locale ?? 'en');
    case 'decimal':
      return t ? t('values.perSqftMonth', { value }) : `₹${value} per sq ft a month`;
    case 'year':
      return t ? t('values.since', { year: value }) : `Since ${value}`;
    case 'text':
      return value;
  }
}

/** A fact's label ('RERA registration'), in the page's language with `t`. */
export function factLabel(key: FactKey, t?: FactsTranslate): string {
  return t ? t(`definitions.${key}`) : BY_KEY.get(key)!.label;
}

/** Karnataka RERA's public register: its search finds a project by its registration number. */
export const KARNATAKA_RERA_SEARCH_URL = 'https://rera.karnataka.gov.in/viewAllProjects';

export interface StatedFact {
  key: FactKey;
  value: string;
  source: FactSource;
  checkedOn: string;
}

/** One line of the page: a fact as stated, or unknown. */
export interface FactLine {
  key: FactKey;
  label: string;
  value: string | null;
  text: string;
  checked: string | null;
}

/**
 * Every fact of a group as a line, stated or 'Unknown' (the page and the JSON-LD show only statedLines); in the
 * page's language with its `facts` translate function and locale.
 */
export function factLines(group: 'facts' | 'rules', stated: readonly StatedFact[], t?: FactsTranslate, locale?: Locale): FactLine[] {
  const byKey = new Map(stated.map((fact) => [fact.key, fact]));
  return FACT_DEFINITIONS.filter((definition) => definition.group === group).map((definition) => {
    const fact = byKey.get(definition.key);
    return {
      key: definition.key,
      label: factLabel(definition.key, t),
      value: fact?.value ?? null,
      text: fact ? factValueLabel(definition.key, fact.value, t, locale) : t ? t('values.unknown') : 'Unknown',
      checked: fact ? checkedLine(fact.source, fact.checkedOn, t, locale) : null,
    };
  });
}

/** The stated facts of a group as lines, in the group's order; the unstated ones go to unstatedLine. */
export function statedLines(group: 'facts' | 'rules', stated: readonly StatedFact[], t?: FactsTranslate, locale?: Locale): FactLine[] {
  return factLines(group, stated, t, locale).filter((line) => line.value !== null);
}

// How the page names a fact nobody has stated yet, in one line ('Not stated yet: RERA, water, pets and 14 more'),
// most asked-about first, so the few names the line has room for are the ones a tenant checks first.
const UNSTATED_NAMES: Record<FactKey, string> = {
  rera_number: 'RERA',
  water_source: 'water',
  pets: 'pets',
  who_may_rent: 'who may rent',
  power_backup: 'power backup',
  maintenance_per_sqft: 'maintenance',
  occupancy_certificate: 'occupancy certificate',
  khata: 'khata',
  possession_year: 'possession year',
  company_lease: 'company lease',
  food: 'food',
  move_in_fee: 'move-in fee',
  move_out_fee: 'move-out fee',
  police_verification: 'police verification',
  documents: 'documents asked',
  moving_hours: 'moving hours',
  tenant_parking: 'parking for tenants',
};
const UNSTATED_ORDER = Object.keys(UNSTATED_NAMES) as FactKey[];

/** The line names this many facts; more are counted ('and 14 more') and listed when it is opened. */
export const UNSTATED_SHOWN = 3;

/** The names of the facts and rules nobody has stated, most asked-about first ('RERA', 'water', 'pets', ...). */
export function unstatedFactNames(stated: readonly StatedFact[], t?: FactsTranslate): string[] {
  const known = new Set(stated.map((fact) => fact.key));
  return UNSTATED_ORDER.filter((key) => !known.has(key)).map((key) => (t ? t(`unstated.names.${key}`) : UNSTATED_NAMES[key]));
}

/** 'RERA, water and pets'. */
export function joinNames(names: readonly string[], t?: FactsTranslate): string {
  if (names.length <= 1) return names[0] ?? '';
  const head = names.slice(0, -1).join(', ');
  return t ? t('unstated.and', { names: head, last: names.at(-1)! }) : `${head} and ${names.at(-1)}`;
}

/**
 * The one line for every unstated fact: 'Not stated yet: RERA, water and pets' when they are few, else the first
 * few and a count, 'Not stated yet: RERA, water, pets and 14 more', with the rest apart ('rest') for the opened line.
 */
export function unstatedLine(names: readonly string[], t?: FactsTranslate): { line: string; rest: string[] } {
  if (names.length <= UNSTATED_SHOWN + 1) {
    const joined = joinNames(names, t);
    return { line: t ? t('unstated.few', { names: joined }) : `Not stated yet: ${joined}`, rest: [] };
  }
  const rest = names.slice(UNSTATED_SHOWN);
  const shown = names.slice(0, UNSTATED_SHOWN).join(', ');
  return { line: t ? t('unstated.many', { names: shown, count: rest.length }) : `Not stated yet: ${shown} and ${rest.length} more`, rest };
}

/** The stated values each search rule filter matches: only a society that states one of them matches. */
export const RULE_MATCHES = {
  bachelors: { fact: 'who_may_rent', values: ['bachelors', 'both'] },
  pets: { fact: 'pets', values: ['allowed'] },
} as const satisfies Record<RuleFilter, { fact: FactKey; values: readonly string[] }>;
