// A tenancy's condition reports (docs/move-in.md "The condition reports"): one schema per payload, shared by the
// report page's forms and the routes under app/api/tenancies/[tenancyId]/reports/[kind]/, and the answers' types.
import { z } from '@/lib/validation/zod';
import { isUuid } from '@/lib/slugs';
import {
  FITTING_STATES,
  KEY_KINDS,
  METER_KINDS,
  REPORT_KINDS,
  REPORT_LIMITS,
  type FittingCheck,
  type HandedKeys,
  type Meters,
  type ReportKind,
  type ReportStateSummary,
  type ReportStatus,
} from '@/lib/tenancies/condition-report';
import { decimal, integer } from './import-fields';

export const conditionReportMessages = {
  notOpen: 'The condition report opens once you both agree to the rent agreement.',
  moveOutNotStarted: 'The move-out report has not been started yet.',
  locked: 'Both of you confirmed this report, so it can no longer change.',
  notYours: 'Only the tenant fills in the report; the owner confirms it or comments.',
  ownersTurn: 'The report is with the owner now. It comes back to you if the owner comments.',
  notSent: 'The tenant has not sent the report yet.',
  tooManyPhotosInRoom: `A room can have at most ${REPORT_LIMITS.photosPerRoom} photos.`,
  tooManyPhotos: `A report can have at most ${REPORT_LIMITS.photosPerReport} photos.`,
  noRoom: 'This room is not in the report.',
  noteSaved: 'Saved.',
  sent: 'Sent to the owner. We will let you know when the owner confirms or comments.',
  commented: 'Sent back to the tenant with your comment.',
  confirmed: 'You confirmed the report.',
  lockedNow: 'You both confirmed the report. It is locked and its PDF is ready.',
  started: 'The move-out report is open. The tenant fills it in, room by room.',
} as const;

const kindSlugs = { 'move-in': 'move_in', 'move-out': 'move_out', move_in: 'move_in', move_out: 'move_out' } as const satisfies Record<string, ReportKind>;

/** `[kind]` in the routes: 'move-in' or 'move-out' (the underscore spelling is taken too). */
export const reportKindParam = z
  .string()
  .refine((value): value is keyof typeof kindSlugs => Object.hasOwn(kindSlugs, value), 'Not found')
  .transform((value) => kindSlugs[value as keyof typeof kindSlugs]);

const tenancyId = z.string().refine(isUuid, 'Not found');
export const reportParamsSchema = z.object({ tenancyId, kind: reportKindParam });
export const reportRoomParamsSchema = reportParamsSchema.extend({ roomKey: z.string().regex(/^[a-z]+(-\d{1,2})?$/, 'Not found') });
export const reportPhotoParamsSchema = reportParamsSchema.extend({ photoId: z.string().refine(isUuid, 'Not found') });

export const roomNoteSchema = z
  .object({ note: z.string({ error: 'Write a note, or leave it empty.' }).trim().max(REPORT_LIMITS.noteChars, `At most ${REPORT_LIMITS.noteChars} characters`) })
  .strict();
export type RoomNoteValues = z.input<typeof roomNoteSchema>;

const meterReading = decimal({ min: 0, max: 99_999_999 });
const count = integer({ min: 0, max: REPORT_LIMITS.maxCount });

export const metersSchema = z.object(Object.fromEntries(METER_KINDS.map((kind) => [kind, meterReading])) as Record<(typeof METER_KINDS)[number], typeof meterReading>).strict();
export const keysSchema = z.object(Object.fromEntries(KEY_KINDS.map((kind) => [kind, count])) as Record<(typeof KEY_KINDS)[number], typeof count>).strict();
export const fittingCheckSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    state: z.enum(FITTING_STATES, { error: 'Choose present, missing or damaged.' }).nullable(),
    note: z.string().trim().max(REPORT_LIMITS.fittingNoteChars, `At most ${REPORT_LIMITS.fittingNoteChars} characters`),
  })
  .strict();

/** Meters, keys and fittings: each part optional, so each section of the page saves on its own. */
export const reportDetailsSchema = z
  .object({ meters: metersSchema.optional(), keys: keysSchema.optional(), fittings: z.array(fittingCheckSchema).max(100).optional() })
  .strict()
  .refine((value) => value.meters || value.keys || value.fittings, 'Nothing to save.');
export type ReportDetailsValues = z.input<typeof reportDetailsSchema>;
export type ReportDetails = z.output<typeof reportDetailsSchema>;

export const reportActionSchema = z.object({}).strict();

export const reportCommentSchema = z
  .object({
    comment: z
      .string({ error: 'Write what the tenant should change.' })
      .trim()
      .min(1, 'Write what the tenant should change.')
      .max(REPORT_LIMITS.commentChars, `At most ${REPORT_LIMITS.commentChars} characters`),
  })
  .strict();
export type ReportCommentValues = z.input<typeof reportCommentSchema>;

export interface ReportPhotoView {
  id: string;
  /** The parties' route that serves it (never a public URL). */
  url: string;
  width: number;
  height: number;
  sha256: string;
}

export interface ReportRoomView {
  key: string;
  name: string;
  note: string;
  photos: ReportPhotoView[];
}

export interface ReportConfirmationView {
  at: string;
}

/** A report as its parties see it. */
export interface ConditionReportView {
  tenancyId: string;
  kind: ReportKind;
  status: ReportStatus;
  viewer: 'tenant' | 'owner';
  /** The move-in report's 'Fill it by' day (yyyy-mm-dd); null for a move-out report. */
  fillBy: string | null;
  rooms: ReportRoomView[];
  meters: Meters;
  keys: HandedKeys;
  fittings: FittingCheck[];
  ownerComment: { text: string; at: string } | null;
  tenant: ReportConfirmationView | null;
  owner: ReportConfirmationView | null;
  lockedAt: string | null;
  pdfSha256: string | null;
}

export interface ConditionReportAnswer {
  message?: string;
  report: ConditionReportView;
}

/** The tenancy page's card: both reports' states, and whether the move-out one may be started. */
export interface TenancyReportsAnswer {
  moveIn: ReportStateSummary & { fillBy: string };
  moveOut: ReportStateSummary;
  /** The tenancy is past its agreement (moving_in), so the reports are open. */
  open: boolean;
}

export type { ReportKind };
export { REPORT_KINDS };
