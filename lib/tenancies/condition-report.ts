// The move-in and move-out condition reports of a tenancy (docs/move-in.md "The condition reports"): their kinds and
// states, the rooms a home's configuration gives, the limits and the words both sides and the server share. Pure.
import { addCalendarDays } from '@/lib/time/india';

export const REPORT_KINDS = ['move_in', 'move_out'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** draft: the tenant fills it; sent: with the owner to confirm or comment on; locked: both confirmed, no more edits. */
export const REPORT_STATUSES = ['draft', 'sent', 'locked'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const REPORT_KIND_LABELS: Record<ReportKind, string> = { move_in: 'Move-in condition', move_out: 'Move-out condition' };
/** The kind in a URL: /tenancy/{id}/report/move-in. */
export const REPORT_KIND_SLUGS: Record<ReportKind, string> = { move_in: 'move-in', move_out: 'move-out' };

export function reportKindOfSlug(slug: string): ReportKind | null {
  return (Object.entries(REPORT_KIND_SLUGS).find(([, value]) => value === slug)?.[0] as ReportKind | undefined) ?? null;
}

export const REPORT_LIMITS = {
  photosPerRoom: 8,
  photosPerReport: 40,
  noteChars: 1000,
  fittingNoteChars: 300,
  commentChars: 1000,
  /** Keys, access cards, remotes: a count each. */
  maxCount: 50,
} as const;

/** The move-in report is filled within the first days after moving in. */
export const MOVE_IN_FILL_DAYS = 7;

export function fillByDate(moveInDate: string): string {
  return addCalendarDays(moveInDate, MOVE_IN_FILL_DAYS);
}

export interface ReportRoom {
  /** Stable within a report: 'living', 'kitchen', 'bedroom-1', 'bathroom-2', 'balcony-1', 'study', 'room'. */
  key: string;
  name: string;
}

export interface HomeLayout {
  bedrooms: number;
  /** A '2.5 BHK' has a study beside its bedrooms. */
  study: boolean;
  /** A '1 RK' is one room with a kitchen: no separate living room or bedroom. */
  singleRoom: boolean;
  bathrooms: number;
  balconies: number;
}

// The database knows a home's bedroom configuration only ('2 BHK'), not its bathrooms or balconies, so these are the
// usual counts of a flat in a gated society, said so in docs/move-in.md: a bathroom per bedroom, one balcony for a
// 1 BHK and two from 2 BHK up, none for a 1 RK. A home whose configuration is unknown gets one of each.
const PENTHOUSE_BEDROOMS = 4;

/** The rooms' counts a bedroom configuration name gives ('1 RK', '2 BHK', '2.5 BHK', 'Penthouse', or none). */
export function homeLayout(configuration: string | null, counts: { bathrooms?: number | null; balconies?: number | null } = {}): HomeLayout {
  const name = configuration?.trim() ?? '';
  const bhk = /^(\d+)(\.5)?\s*BHK$/i.exec(name);
  let layout: HomeLayout;
  if (/^1\s*RK$/i.test(name)) layout = { bedrooms: 0, study: false, singleRoom: true, bathrooms: 1, balconies: 0 };
  else if (bhk) {
    const bedrooms = Math.max(1, Number(bhk[1]));
    layout = { bedrooms, study: Boolean(bhk[2]), singleRoom: false, bathrooms: bedrooms, balconies: bedrooms === 1 ? 1 : 2 };
  } else if (/^penthouse$/i.test(name)) layout = { bedrooms: PENTHOUSE_BEDROOMS, study: false, singleRoom: false, bathrooms: PENTHOUSE_BEDROOMS, balconies: 2 };
  else layout = { bedrooms: 1, study: false, singleRoom: false, bathrooms: 1, balconies: 1 };
  // Counts a home states itself win over the usual ones.
  if (counts.bathrooms != null && counts.bathrooms >= 0) layout.bathrooms = counts.bathrooms;
  if (counts.balconies != null && counts.balconies >= 0) layout.balconies = counts.balconies;
  return layout;
}

const numbered = (prefix: string, name: string, count: number): ReportRoom[] => Array.from({ length: count }, (_, index) => ({ key: `${prefix}-${index + 1}`, name: `${name} ${index + 1}` }));

/** The report's rooms, in the order one walks through a home: living room, kitchen, bedrooms, bathrooms, balconies. */
export function reportRooms(layout: HomeLayout): ReportRoom[] {
  const first: ReportRoom[] = layout.singleRoom ? [{ key: 'room', name: 'Room' }, { key: 'kitchen', name: 'Kitchen' }] : [{ key: 'living', name: 'Living room' }, { key: 'kitchen', name: 'Kitchen' }];
  return [
    ...first,
    ...numbered('bedroom', 'Bedroom', layout.bedrooms),
    ...(layout.study ? [{ key: 'study', name: 'Study' }] : []),
    ...numbered('bathroom', 'Bathroom', layout.bathrooms),
    ...numbered('balcony', 'Balcony', layout.balconies),
  ];
}

export const METER_KINDS = ['electricity', 'water', 'gas'] as const;
export type MeterKind = (typeof METER_KINDS)[number];
export const METER_LABELS: Record<MeterKind, string> = { electricity: 'Electricity (kWh)', water: 'Water (kL)', gas: 'Gas (m³)' };

export const KEY_KINDS = ['keys', 'access_cards', 'remotes'] as const;
export type KeyKind = (typeof KEY_KINDS)[number];
export const KEY_LABELS: Record<KeyKind, string> = { keys: 'Keys', access_cards: 'Access cards', remotes: 'Remotes' };

export const FITTING_STATES = ['present', 'missing', 'damaged'] as const;
export type FittingState = (typeof FITTING_STATES)[number];
export const FITTING_STATE_LABELS: Record<FittingState, string> = { present: 'Present', missing: 'Missing', damaged: 'Damaged' };

export type Meters = Record<MeterKind, number | null>;
export type HandedKeys = Record<KeyKind, number | null>;
export interface FittingCheck {
  name: string;
  state: FittingState | null;
  note: string;
}

export const EMPTY_METERS: Meters = { electricity: null, water: null, gas: null };
export const EMPTY_KEYS: HandedKeys = { keys: null, access_cards: null, remotes: null };

/** Each fitting let with the home, not yet checked. */
export function fittingChecks(fittings: readonly string[]): FittingCheck[] {
  return fittings.map((name) => ({ name, state: null, note: '' }));
}

export interface ReportStateSummary {
  /** 'none' before a move-out report is started (or before a move-in one is first opened). */
  status: ReportStatus | 'none';
  lockedAt: string | null;
  pdfSha256: string | null;
}

/** The card's lines in English; a page in another language hands `reportStateLine` its own `say` over the same keys. */
export const REPORT_STATE_WORDS = {
  lockedMoveIn: 'Both of you confirmed the move-in report. It can no longer change.',
  lockedMoveOut: 'Both of you confirmed the move-out report. It can no longer change.',
  sentToOwner: 'The tenant sent the report. Confirm it or comment.',
  sentByTenant: 'Sent to the owner. Waiting for the owner to confirm.',
  fillBy: 'Fill it room by room by {date}, then send it to the owner.',
  fill: 'Fill it room by room, then send it to the owner.',
  tenantFilling: 'The tenant is filling it in.',
  notStarted: 'Not started yet.',
  startAtMoveOut: 'Start it when the tenant is moving out.',
} as const;

export type ReportStateWord = keyof typeof REPORT_STATE_WORDS;
export type ReportStateSay = (word: ReportStateWord, values?: { date: string }) => string;

const reportStateInEnglish: ReportStateSay = (word, values) => REPORT_STATE_WORDS[word].replace('{date}', values?.date ?? '');

/** The card's line: where the report stands, for the person looking. */
export function reportStateLine(state: ReportStateSummary, viewer: 'tenant' | 'owner', kind: ReportKind, fillBy: string | null, say: ReportStateSay = reportStateInEnglish): string {
  if (state.status === 'locked') return say(kind === 'move_in' ? 'lockedMoveIn' : 'lockedMoveOut');
  if (state.status === 'sent') return say(viewer === 'owner' ? 'sentToOwner' : 'sentByTenant');
  if (state.status === 'draft') return viewer === 'tenant' ? (fillBy ? say('fillBy', { date: fillBy }) : say('fill')) : say('tenantFilling');
  return say(kind === 'move_in' ? 'notStarted' : 'startAtMoveOut');
}
