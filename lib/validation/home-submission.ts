// An owner's new home (docs/owners.md "Adding a home"): one schema per payload, shared by the form on
// /owner/homes/new and the routes under app/api/owner-account/submissions/, and the desk's decision.
import { z } from '@/lib/validation/zod';
import { FURNISHING } from '@/lib/catalog';
import { advertisesBrokerage, OWNERSHIP_DOCUMENT_KINDS, type HomeSubmissionStatus, type SubmissionPhoto } from '@/lib/owners/home-submission';
import { isUuid } from '@/lib/slugs';
import { integer, isoDate, oneOf, optionalText } from './import-fields';

export const homeSubmissionMessages = {
  chooseSociety: 'Choose your society from the list.',
  brokerage: 'GHomes lists homes only from their owners. Please take out any mention of brokerage or commission.',
  rentRequired: 'Enter the rent per month.',
  priceRequired: 'Enter the sale price.',
  homeLimit: (limit: number) => `You have ${limit} home${limit === 1 ? '' : 's'} with us, the most an owner can list alone. Please ask the GHomes team to add more.`,
  duplicate: 'This unit is already listed on GHomes. Our team will check it before anything is listed twice.',
  notEditable: 'This home has been sent to the GHomes team, so it cannot be changed now.',
  needPhotos: (min: number) => `Add at least ${min} photos of the home.`,
  tooManyPhotos: (max: number) => `A home can have at most ${max} photos.`,
  needDocument: 'Add one ownership document: a property tax receipt, an electricity bill or the sale deed in your name.',
  saved: 'Saved. Add the photos and the ownership document next.',
  submitted: 'Sent. The GHomes team checks every new home, usually within a day, and will message you.',
} as const;

const M = homeSubmissionMessages;

export const homeSubmissionDetailsSchema = z
  .object({
    society_id: z.string({ error: M.chooseSociety }).refine(isUuid, M.chooseSociety),
    kind: z.enum(['rent', 'sale'], { error: 'Choose rent or sale.' }),
    tower: optionalText(20),
    unit: z.string({ error: 'Enter the unit number.' }).trim().min(1, 'Enter the unit number.').max(20, 'At most 20 characters'),
    bedroom_configuration_id: integer({ min: 1, max: 32_000, required: true, label: 'The configuration' }),
    sqft: integer({ min: 100, max: 20_000 }),
    floor_number: integer({ min: -5, max: 200 }),
    furnishing: oneOf(FURNISHING, { required: true, label: 'Furnishing' }),
    property_parking: optionalText(100),
    expected_rent: integer({ min: 1_000, max: 10_000_000 }),
    expected_deposit: integer({ min: 0, max: 100_000_000 }),
    listing_price: integer({ min: 100_000, max: 10_000_000_000 }),
    available_from_date: isoDate(),
    description: optionalText(1000).refine((text) => !text || !advertisesBrokerage(text), M.brokerage),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.kind === 'rent' && value.expected_rent === null) context.addIssue({ code: 'custom', path: ['expected_rent'], message: M.rentRequired });
    if (value.kind === 'sale' && value.listing_price === null) context.addIssue({ code: 'custom', path: ['listing_price'], message: M.priceRequired });
  });
export type HomeSubmissionDetailsValues = z.input<typeof homeSubmissionDetailsSchema>;
export type HomeSubmissionDetails = z.output<typeof homeSubmissionDetailsSchema>;

export const homeSubmissionParamsSchema = z.object({ submissionId: z.string().refine(isUuid, 'Not found') });
export const submissionPhotoParamsSchema = z.object({ submissionId: z.string().refine(isUuid, 'Not found'), photoId: z.string().refine(isUuid, 'Not found') });

export const photoOrderSchema = z.object({ order: z.array(z.string().refine(isUuid, 'Not found')).max(20) }).strict();
export const documentKindSchema = z.enum(OWNERSHIP_DOCUMENT_KINDS, { error: `Choose the document: ${OWNERSHIP_DOCUMENT_KINDS.join(', ')}.` });
export const submitSubmissionSchema = z.object({}).strict();

/** What the owner's form shows of a home being added. */
export interface HomeSubmissionView {
  id: string;
  status: HomeSubmissionStatus;
  details: HomeSubmissionDetailsValues;
  photos: (SubmissionPhoto & { url: string })[];
  document: { kind: string; contentType: string } | null;
  deskNote: string | null;
  duplicate: boolean;
}

export interface HomeSubmissionSavedAnswer {
  message: string;
  submission: HomeSubmissionView;
}

/** The desk's answer to a new home. */
export const submissionDecisionSchema = z.discriminatedUnion(
  'decision',
  [
    z.object({ decision: z.literal('approve') }).strict(),
    z.object({ decision: z.literal('ask'), note: z.string().trim().min(5, 'Say what the owner should add.').max(500, 'At most 500 characters') }).strict(),
    z.object({ decision: z.literal('refuse'), note: z.string().trim().min(5, 'Give the owner the reason.').max(500, 'At most 500 characters') }).strict(),
  ],
  { error: 'Approve, ask for more, or refuse.' },
);
export type SubmissionDecision = z.output<typeof submissionDecisionSchema>;

export interface SubmissionDecidedAnswer {
  message: string;
  status: HomeSubmissionStatus;
  propertyId: string | null;
}
