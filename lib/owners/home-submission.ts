// A home an owner adds (docs/owners.md "Adding a home"): its statuses, limits and the words for them, shared by the
// owner's form, the desk's queue and the server.

export const HOME_SUBMISSION_STATUSES = ['draft', 'submitted', 'more_asked', 'approved', 'refused'] as const;
export type HomeSubmissionStatus = (typeof HOME_SUBMISSION_STATUSES)[number];

/** What the owner may still change: a draft, or one the desk sent back for more. */
export const EDITABLE_SUBMISSION_STATUSES: readonly HomeSubmissionStatus[] = ['draft', 'more_asked'];

export const OWNERSHIP_DOCUMENT_KINDS = ['Property tax receipt', 'Electricity bill', 'Sale deed'] as const;
export type OwnershipDocumentKind = (typeof OWNERSHIP_DOCUMENT_KINDS)[number];

export const SUBMISSION_PHOTO_LIMITS = { min: 3, max: 20 } as const;

/** Homes an owner may hold or have waiting without the desk's say (owners.home_limit raises it). */
export const DEFAULT_OWNER_HOME_LIMIT = 10;

/** The desk answers a new home within this many hours (amber past half, red past it: lib/ops/sla.ts). */
export const NEW_HOME_SLA_HOURS = 24;

/** A photo of a home waiting for the desk: an object of the public photo bucket under an unguessable path. */
export interface SubmissionPhoto {
  id: string;
  bucket: string;
  path: string;
  width: number;
  height: number;
}

export const SUBMISSION_STATUS_LABELS: Record<HomeSubmissionStatus, string> = {
  draft: 'Not sent yet',
  submitted: 'With the GHomes team for checking',
  more_asked: 'The GHomes team asked for more',
  approved: 'Live on GHomes',
  refused: 'Not listed',
};

// Words that advertise a broker's fee. GHomes lists homes only from their owners, so a description that offers or
// asks for one is refused; 'no brokerage' is a claim owners make about themselves, and is allowed.
const BROKERAGE_WORDS = /\b(brokerage|brokers?|commissions?|agent'?s? fees?|agency fees?|dalali|dalal|middlem[ae]n)\b/i;
const NO_BROKERAGE = /\b(no|zero|without|free of|nil)\s+(brokerage|brokers?|commissions?|middlem[ae]n)\b/gi;

/** Whether a description advertises brokerage or commission (a plain 'no brokerage' does not). */
export function advertisesBrokerage(text: string): boolean {
  return BROKERAGE_WORDS.test(text.replace(NO_BROKERAGE, ' '));
}

/** 'B-1204' from tower 'B' and unit '1204'; the unit alone without a tower. */
export function unitLabel(tower: string | null, unit: string): string {
  const named = tower?.trim();
  return named ? `${named}-${unit.trim()}` : unit.trim();
}

/** A unit as the duplicate check compares it: 'Tower B - 1204', 'b1204' and 'B-1204' are one unit. */
export function unitKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/\b(tower|block|wing|flat|unit|apartment|apt|no)\b\.?/g, '')
    .replace(/[^a-z0-9]/g, '');
}
