// The admin desk's payloads (/ops/staff, /ops/desks, /ops/queue): one schema per payload, shared by the forms
// and the routes, so both give the same messages.
import { z } from '@/lib/validation/zod';
import { STAFF_ROLES } from '@/lib/ops/roles';
import { isUuid } from '@/lib/slugs';
import { DESK_PIN_PATTERN } from '@/lib/visits/gate-pass';
import { EMAIL_MAX_LENGTH } from './auth';
import { safeText } from './text';

/** An agent works for a handful of societies; more than this is a mistake in the picker, not a real team. */
export const AGENT_SOCIETIES_MAX = 50;

export const OPS_ADMIN_MESSAGES = {
  email: 'Enter the e-mail address the person signed up with',
  role: 'Choose a role',
  societies: 'Choose at least one society for an agent',
  tooManySocieties: `An agent works for at most ${AGENT_SOCIETIES_MAX} societies`,
  pin: 'A desk PIN is 6 to 12 digits.',
  staffNotFound: 'Staff member not found',
  societyNotFound: 'Society not found',
  jobNotFound: 'Job not found',
} as const;

const role = z.enum(STAFF_ROLES, { error: OPS_ADMIN_MESSAGES.role });
const societyIds = z
  .array(z.string().refine(isUuid, OPS_ADMIN_MESSAGES.societyNotFound), { error: OPS_ADMIN_MESSAGES.societies })
  .max(AGENT_SOCIETIES_MAX, OPS_ADMIN_MESSAGES.tooManySocieties)
  .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]);

/** An agent without a society would see nothing: the desk asks for one. Managers and admins keep none. */
const roleAndSocieties = z
  .strictObject({ role, societyIds: societyIds.default([]) })
  .refine((value) => value.role !== 'agent' || value.societyIds.length > 0, { message: OPS_ADMIN_MESSAGES.societies, path: ['societyIds'] })
  .transform((value) => ({ role: value.role, societyIds: value.role === 'agent' ? value.societyIds : [] }));

/** POST /api/ops/staff: give an account (by its e-mail) a role, or change the one it has. */
export const staffGrantSchema = z
  .strictObject({
    email: safeText(OPS_ADMIN_MESSAGES.email).trim().toLowerCase().min(1, OPS_ADMIN_MESSAGES.email).max(EMAIL_MAX_LENGTH, OPS_ADMIN_MESSAGES.email).pipe(z.email(OPS_ADMIN_MESSAGES.email)),
    role,
    societyIds: societyIds.default([]),
  })
  .refine((value) => value.role !== 'agent' || value.societyIds.length > 0, { message: OPS_ADMIN_MESSAGES.societies, path: ['societyIds'] })
  .transform((value) => ({ ...value, societyIds: value.role === 'agent' ? value.societyIds : [] }));
export type StaffGrantInput = z.input<typeof staffGrantSchema>;

/** PATCH /api/ops/staff/{userId}: a staff member's new role and (for an agent) societies. */
export const staffChangeSchema = roleAndSocieties;
export type StaffChangeInput = z.input<typeof staffChangeSchema>;

export const staffParamsSchema = z.object({ userId: z.string().refine(isUuid, OPS_ADMIN_MESSAGES.staffNotFound) });

/** PUT /api/ops/desks/{societyId}: the desk's new PIN. */
export const deskPinSchema = z.strictObject({ pin: safeText(OPS_ADMIN_MESSAGES.pin).trim().regex(DESK_PIN_PATTERN, OPS_ADMIN_MESSAGES.pin) });
export type DeskPinInput = z.input<typeof deskPinSchema>;

export const deskParamsSchema = z.object({ societyId: z.string().refine(isUuid, OPS_ADMIN_MESSAGES.societyNotFound) });

/** graphile-worker job ids are bigints: digits only, at most 18 of them (below 2^63). */
export const jobParamsSchema = z.object({ jobId: z.string().regex(/^[1-9]\d{0,17}$/, OPS_ADMIN_MESSAGES.jobNotFound) });

/** GET /api/ops/staff/societies?q=: the picker's typed text (a name's beginning). */
export const societyPickerQuerySchema = z.object({ q: safeText().max(100, 'Type fewer characters').default('') });

/** PUT /api/ops/desks/{societyId}. */
export interface DeskPinSetAnswer {
  outcome: 'set' | 'unchanged';
}

/** DELETE /api/ops/desks/{societyId}: false when the society had no desk PIN. */
export interface DeskPinRemovedAnswer {
  removed: boolean;
}

/** POST /api/ops/queue/{jobId}/retry. */
export interface JobRetriedAnswer {
  retried: true;
}

/** DELETE /api/ops/staff/{userId}. */
export interface StaffRemovedAnswer {
  removed: true;
}

export interface PickedSociety {
  id: string;
  name: string;
}

/** GET /api/ops/staff/societies?q=: the societies a manager's scope can name. */
export interface PickedSocietiesAnswer {
  societies: PickedSociety[];
}

/** POST /api/ops/staff and PATCH /api/ops/staff/{userId}: the member as listed (the screen refreshes its list rather than read it). */
export interface StaffMemberAnswer {
  member: unknown;
}
