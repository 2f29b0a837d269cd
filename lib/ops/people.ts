// A person in one place on the desk: a tenant's page (/ops/people/<id>) and an owner's (/ops/owners/<id>), read by
// server/tenant/desk-person.ts and server/owners/desk-owner.ts and shown by components/ops/people/*.
import type { OwnerChannel, OwnerLinkPurpose } from '@/lib/owners/owners';
import type { ConsentPurpose } from '@/lib/privacy/consents';
import type { BoardStatus, GateState } from '@/lib/visits/desk-marks';

/** Each list of a person's page shows this many, newest first. */
export const PERSON_LIST_LIMIT = 50;

/** A home as the desk names it: its configuration, furnishing and unit, in its society. */
export interface DeskHomeRef {
  bedroom: string | null;
  furnishing: string | null;
  unit: string | null;
  societyId: string;
  societyName: string;
}

export interface DeskPersonVisit extends DeskHomeRef {
  id: string;
  /** ISO instant of the slot's start, and its India day (the board's `date`). */
  start: string;
  day: string;
  kind: 'rental' | 'buyer';
  status: BoardStatus;
  gate: GateState;
}

export interface DeskPersonOffer extends DeskHomeRef {
  id: string;
  status: string;
  offeredRent: number;
  offeredDeposit: number;
  moveinDate: string;
  /** ISO instant. */
  sentAt: string;
}

export interface DeskPersonMessage {
  id: string;
  subject: string;
  receivedAt: string;
  handledAt: string | null;
}

export interface DeskPersonHeart extends DeskHomeRef {
  id: string;
  kind: 'rent' | 'sale';
  listingStatus: string | null;
  heartedAt: string;
}

export interface DeskPersonConsent {
  purpose: ConsentPurpose;
  granted: boolean;
  /** When the person last changed it; null while it stands as given where the data was collected. */
  changedAt: string | null;
  /** Off because it waits for something (a verified WhatsApp number). */
  waiting: boolean;
}

/** One audit row about the person: who looked (or changed something), when, and which fields. */
export interface DeskPersonAuditRow {
  id: number;
  at: string;
  actor: string;
  action: string;
  table: string;
  fields: string[];
}

export interface DeskPerson {
  id: string;
  name: string;
  email: string;
  phone: string;
  emailVerified: boolean;
  phoneVerified: boolean;
  registeredAt: string;
  /** The tenant profile summary, when they made one (the offer form asks for it). */
  profile: {
    occupation: string;
    workplace: string | null;
    tenantType: string;
    adults: number | null;
    children: number | null;
    hasPet: boolean;
    homeState: string;
    currentCity: string | null;
  } | null;
  visits: DeskPersonVisit[];
  offers: DeskPersonOffer[];
  messages: DeskPersonMessage[];
  hearts: DeskPersonHeart[];
  consents: DeskPersonConsent[];
  /** Who looked at them (the audit rows on their account and profile); null for a role that does not open the audit log. */
  audit: DeskPersonAuditRow[] | null;
}

export type OwnerLinkOutcome = 'open' | 'expired' | 'revoked' | 'answered';

export interface DeskOwnerHome extends DeskHomeRef {
  propertyId: string;
  listingId: string | null;
  listingStatus: string | null;
  rent: number | null;
  lastConfirmedAt: string | null;
  /** A rent the owner set more than 30% away from the listed one, waiting for the desk's answer. */
  rentChange: { id: string; newRent: number; requestedAt: string } | null;
}

export interface DeskOwnerLink {
  id: string;
  purpose: OwnerLinkPurpose;
  sentAt: string;
  expiresAt: string;
  outcome: OwnerLinkOutcome;
  /** What the owner decided through it ('accept', 'available', ...), when they answered. */
  decision: string | null;
  decidedAt: string | null;
  /** The home the link is about (an offer's or a listing's), when it still exists. */
  home: DeskHomeRef | null;
}

export interface DeskOwnerOffer extends DeskHomeRef {
  id: string;
  userId: string;
  firstName: string;
  status: string;
  offeredRent: number;
  sentAt: string;
}

export interface DeskOwnerAvailabilityAnswer extends DeskHomeRef {
  id: string;
  askedAt: string;
  remindedAt: string | null;
  closedAt: string | null;
  /** How the question ended (availability_asks.outcome); null while it is open. */
  outcome: string | null;
}

export interface DeskOwnerRecord {
  id: string;
  name: string;
  phoneHint: string;
  hasEmail: boolean;
  channel: OwnerChannel;
  phoneVerified: boolean;
  /** When an account proved the number and manages the record ('Unlink account'), else null. */
  accountLinkedAt: string | null;
  since: string;
  homes: DeskOwnerHome[];
  links: DeskOwnerLink[];
  offers: DeskOwnerOffer[];
  answers: DeskOwnerAvailabilityAnswer[];
}
