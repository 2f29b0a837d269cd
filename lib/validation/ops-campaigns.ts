// A festival campaign as the desk creates and edits it (/ops/campaigns, POST /api/ops/campaigns and
// PATCH /api/ops/campaigns/[slug]): the rules the festival page relies on (docs/festival.md "Campaigns are rows"):
// a URL-safe slug, every text present, a positive homes claim, and an end after the start. Times are India time,
// as the form's date-and-time fields show them.
import { z } from '@/lib/validation/zod';
import { INDIA_OFFSET_MS, indiaInstant, isCalendarDate } from '@/lib/time/india';
import { safeText } from './text';
import type { DeskCampaign } from '@/lib/ops/campaigns';

export const CAMPAIGN_LIMITS = { slug: 60, name: 80, greeting: 120, intro: 1000, welcomeMessage: 400, societyName: 150, homesManaged: 100_000 } as const;
export const CAMPAIGN_SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export const campaignMessages = {
  slug: 'Use lower-case letters, digits and single hyphens (e.g. diwali-2026)',
  slugTaken: 'A campaign with this address already exists',
  required: (label: string) => `Please enter the ${label}`,
  tooLong: (label: string, max: number) => `Please keep the ${label} under ${max} characters`,
  homes: `Homes managed must be a whole number from 1 to ${CAMPAIGN_LIMITS.homesManaged}`,
  startsAt: 'Please enter when the campaign starts',
  endsAt: 'The end must be after the start',
  dateTime: 'Please enter a date and a time',
} as const;

const text = (label: string, max: number) =>
  safeText(campaignMessages.required(label)).trim().min(1, campaignMessages.required(label)).max(max, campaignMessages.tooLong(label, max));

/** 'YYYY-MM-DDTHH:mm' as a datetime-local field writes it, read as India time. */
const indiaDateTime = (message: string) =>
  z
    .string({ error: message })
    .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, campaignMessages.dateTime)
    .refine((value) => isCalendarDate(value.slice(0, 10)), campaignMessages.dateTime)
    .transform((value) => indiaInstant(value.slice(0, 10), value.slice(11, 16)));

const contentFields = {
  name: text('name', CAMPAIGN_LIMITS.name),
  greeting: text('greeting', CAMPAIGN_LIMITS.greeting),
  intro: text('introduction', CAMPAIGN_LIMITS.intro),
  welcomeMessage: text('welcome message', CAMPAIGN_LIMITS.welcomeMessage),
  societyName: text('society name', CAMPAIGN_LIMITS.societyName),
  homesManaged: z.coerce.number({ error: campaignMessages.homes }).int(campaignMessages.homes).min(1, campaignMessages.homes).max(CAMPAIGN_LIMITS.homesManaged, campaignMessages.homes),
  startsAt: indiaDateTime(campaignMessages.startsAt),
  endsAt: z.preprocess((value) => (value === '' ? null : value), indiaDateTime(campaignMessages.dateTime).nullable().optional()).transform((value) => value ?? null),
};

// zod runs an object's refinement even when a field has failed: only two real dates are compared.
const endAfterStart = (value: { startsAt: unknown; endsAt: unknown }) =>
  !(value.startsAt instanceof Date && value.endsAt instanceof Date) || value.endsAt.getTime() > value.startsAt.getTime();

export const campaignUpdateSchema = z.object(contentFields).refine(endAfterStart, { message: campaignMessages.endsAt, path: ['endsAt'] });

export const campaignCreateSchema = z
  .object({
    slug: safeText(campaignMessages.slug).trim().toLowerCase().min(1, campaignMessages.slug).max(CAMPAIGN_LIMITS.slug, campaignMessages.slug).regex(CAMPAIGN_SLUG_PATTERN, campaignMessages.slug)
      // /ops/campaigns/new is the desk's form: a campaign of that address could not be opened there.
      .refine((slug) => slug !== 'new', campaignMessages.slugTaken),
    ...contentFields,
  })
  .refine(endAfterStart, { message: campaignMessages.endsAt, path: ['endsAt'] });

export type CampaignFormValues = z.input<typeof campaignCreateSchema>;
export type CampaignCreateInput = z.output<typeof campaignCreateSchema>;
export type CampaignUpdateInput = z.output<typeof campaignUpdateSchema>;

export const campaignSlugParams = z.object({ slug: z.string().max(CAMPAIGN_LIMITS.slug, 'Campaign not found').regex(CAMPAIGN_SLUG_PATTERN, 'Campaign not found') });

/** An instant as the form's datetime-local field shows it, India time ('' for none). */
export function toIndiaDateTimeField(at: string | Date | null): string {
  if (!at) return '';
  const wall = new Date(new Date(at).getTime() + INDIA_OFFSET_MS);
  return wall.toISOString().slice(0, 16);
}

/** POST /api/ops/campaigns (201) and PATCH /api/ops/campaigns/{slug}: the campaign as the desk lists it. */
export interface CampaignAnswer {
  campaign: DeskCampaign;
}
