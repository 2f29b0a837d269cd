import type { StaffRole } from './roles';

// Notes and assignment on the desk (docs/ops.md "Notes and assignment"): which records take a note or an
// assignee, and the least role for each (the role of the section that shows the record). Shared by the routes,
// the services and the dialogs.

export const NOTE_SUBJECTS = ['visit', 'offer', 'listing', 'message', 'tenant', 'owner'] as const;
export type NoteSubject = (typeof NOTE_SUBJECTS)[number];

/** Visits are the board's (agents, their own societies only); the rest are managers' sections and pages. */
export const NOTE_SUBJECT_ROLES: Record<NoteSubject, StaffRole> = {
  visit: 'agent',
  offer: 'manager',
  listing: 'manager',
  message: 'manager',
  tenant: 'manager',
  owner: 'manager',
};

export const ASSIGN_SUBJECTS = ['offer', 'message', 'listing'] as const;
export type AssignSubject = (typeof ASSIGN_SUBJECTS)[number];
/** Offers, messages and listings are managers' work: only a manager or an admin takes one. */
export const ASSIGNEE_ROLES = ['manager', 'admin'] as const satisfies readonly StaffRole[];

export const NOTE_MAX_LENGTH = 2000;

export interface DeskNote {
  id: string;
  body: string;
  /** The staff member's e-mail (kept past their removal). */
  author: string;
  /** ISO */
  createdAt: string;
}

/** A staff member one can give work to, as the assign dialog lists them. */
export interface Assignee {
  id: string;
  name: string;
}

/** Who a row is assigned to, as a list row carries it. */
export interface Assignment {
  id: string;
  name: string;
}

/** `mine=1`: the list narrowed to what is assigned to the person looking. */
export const MINE = '1';
/** The 'Assigned' filter's one choice (no choice: anyone's and nobody's). */
export const MINE_OPTIONS = [{ value: MINE, label: 'Mine' }] as const;
