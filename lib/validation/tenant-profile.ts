// The tenant profile (societies-and-tenant-area.md 3 "Tenant profile", 5 "Tenant profile step 1-3"): one
// schema per form step, and the whole profile for POST/PUT /api/tenant-profile built from the same parts,
// so the form's 'Next' and the route handler apply the same rules and messages.
import { z } from '@/lib/validation/zod';
import { hasControlCharacters } from '@/lib/text/one-line';
import { DEFAULT_OCCUPATION, OCCUPATION_DETAIL_FIELDS, OCCUPATION_DETAILS, OCCUPATIONS, detailFieldsFor, type Occupation } from '@/lib/tenant/occupations';
import { isHomeState } from '@/lib/tenant/states';
import { TENANT_TYPES, householdCountFor, type TenantType } from '@/lib/tenant/tenant-types';
import { optionalSafeText, safeText } from './text';

export const TENANT_PROFILE_LIMITS = { name: 100, bio: 500, city: 100, detail: 150, url: 300, phone: 20, maxPeople: 20 } as const;
export const CIBIL_RANGE = { min: 300, max: 900 } as const;

export const tenantProfileMessages = {
  firstNameRequired: 'Please enter your first name',
  lastNameRequired: 'Please enter your last name',
  emailRequired: 'Please enter your email address',
  phoneRequired: 'Please enter your phone number',
  alternativePhoneInvalid: 'Please enter a valid phone number',
  bioTooLong: `Please keep your bio under ${TENANT_PROFILE_LIMITS.bio} characters`,
  cityTooLong: `Please keep the city under ${TENANT_PROFILE_LIMITS.city} characters`,
  detailTooLong: `Please keep this under ${TENANT_PROFILE_LIMITS.detail} characters`,
  occupationInvalid: 'Please select your occupation',
  homeStateRequired: 'Please select your home state',
  linkedinInvalid: 'Please enter a valid LinkedIn URL',
  businessUrlInvalid: 'Please enter a valid Google business profile URL',
  cibilInvalid: `CIBIL score must be a whole number between ${CIBIL_RANGE.min} and ${CIBIL_RANGE.max}`,
  tenantTypeRequired: 'Please select a tenant type',
  hasPetRequired: 'Please tell us whether you have a pet',
  adultsInvalid: 'Please enter the number of adults (at least 1)',
  childrenInvalid: 'Number of children cannot be negative',
  occupantsInvalid: 'Please enter the total number of occupants (at least 1, including you)',
} as const;

const M = tenantProfileMessages;

const requiredText = (message: string, max: number) => safeText(message).trim().min(1, message).max(max, message);

/** An optional whole number given as a number or as the text of an input; empty becomes null. */
const optionalWholeNumber = (message: string, min: number, max: number) =>
  z
    .union([z.string(), z.number(), z.null()], { error: message })
    .optional()
    .transform((value) => {
      if (value === null || value === undefined) return null;
      const text = String(value).trim();
      return text === '' ? null : Number(text);
    })
    .pipe(z.number({ error: message }).int(message).min(min, message).max(max, message).nullable());

function isUrlOnHost(value: string, host: (hostname: string) => boolean): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && host(url.hostname.toLowerCase());
  } catch {
    return false;
  }
}

/** Spec 5: if given, an http(s) URL on linkedin.com. */
export const isLinkedInUrl = (value: string) => isUrlOnHost(value, (host) => host === 'linkedin.com' || host.endsWith('.linkedin.com'));
const isWebUrl = (value: string) => isUrlOnHost(value, (host) => host.includes('.'));

const optionalUrl = (message: string, test: (value: string) => boolean) =>
  optionalSafeText(TENANT_PROFILE_LIMITS.url, message).refine((value) => value === null || test(value), message);

// ---- Step 1: Personal & Contact (name, e-mail and phone come from the account and are read-only) ----

const personalShape = {
  // Names travel into the offer acknowledgment: one line, no control characters (CR, LF, ...).
  first_name: requiredText(M.firstNameRequired, TENANT_PROFILE_LIMITS.name).refine((value) => !hasControlCharacters(value), M.firstNameRequired),
  last_name: requiredText(M.lastNameRequired, TENANT_PROFILE_LIMITS.name).refine((value) => !hasControlCharacters(value), M.lastNameRequired),
  email: requiredText(M.emailRequired, 254),
  phone: requiredText(M.phoneRequired, TENANT_PROFILE_LIMITS.phone),
  alternative_phone_number: optionalSafeText(TENANT_PROFILE_LIMITS.phone, M.alternativePhoneInvalid).refine(
    (value) => value === null || (/^[+\d\s-]+$/.test(value) && /^\d{6,15}$/.test(value.replace(/[\s+-]/g, ''))),
    M.alternativePhoneInvalid,
  ),
  short_bio: optionalSafeText(TENANT_PROFILE_LIMITS.bio, M.bioTooLong),
  current_residing_city: optionalSafeText(TENANT_PROFILE_LIMITS.city, M.cityTooLong),
};

// ---- Step 2: Occupation ----

const occupationShape = {
  occupation: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(OCCUPATIONS, { error: M.occupationInvalid }).default(DEFAULT_OCCUPATION),
  ),
  employer_name: optionalSafeText(TENANT_PROFILE_LIMITS.detail, M.detailTooLong),
  nature_of_work: optionalSafeText(TENANT_PROFILE_LIMITS.detail, M.detailTooLong),
  business_name: optionalSafeText(TENANT_PROFILE_LIMITS.detail, M.detailTooLong),
  google_business_profile_url: optionalUrl(M.businessUrlInvalid, isWebUrl),
  institution_name: optionalSafeText(TENANT_PROFILE_LIMITS.detail, M.detailTooLong),
  home_state: z.string({ error: M.homeStateRequired }).refine(isHomeState, M.homeStateRequired),
  linkedin_profile: optionalUrl(M.linkedinInvalid, isLinkedInUrl),
  cibil_score: optionalWholeNumber(M.cibilInvalid, CIBIL_RANGE.min, CIBIL_RANGE.max),
};

type OccupationValues = { occupation: Occupation } & Record<'employer_name' | 'nature_of_work' | 'business_name' | 'institution_name', string | null>;

function requireOccupationDetail(values: OccupationValues, ctx: z.RefinementCtx): void {
  const detail = OCCUPATION_DETAILS[values.occupation];
  if (detail && !values[detail.field]) ctx.addIssue({ code: 'custom', path: [detail.field], message: detail.required });
}

// ---- Step 3: Household & Lifestyle ----

const householdShape = {
  tenant_type: z.enum(TENANT_TYPES, { error: M.tenantTypeRequired }),
  number_of_adults: optionalWholeNumber(M.adultsInvalid, 1, TENANT_PROFILE_LIMITS.maxPeople),
  number_of_children: optionalWholeNumber(M.childrenInvalid, 0, TENANT_PROFILE_LIMITS.maxPeople),
  total_occupants: optionalWholeNumber(M.occupantsInvalid, 1, TENANT_PROFILE_LIMITS.maxPeople),
  has_pet: z.boolean({ error: M.hasPetRequired }),
  consent_to_bg: z.boolean().optional().default(false),
};

type HouseholdValues = { tenant_type: TenantType; number_of_adults: number | null; total_occupants: number | null };

function requireHouseholdCount(values: HouseholdValues, ctx: z.RefinementCtx): void {
  const count = householdCountFor(values.tenant_type);
  if (count === 'family' && values.number_of_adults === null) ctx.addIssue({ code: 'custom', path: ['number_of_adults'], message: M.adultsInvalid });
  if (count === 'occupants' && values.total_occupants === null) ctx.addIssue({ code: 'custom', path: ['total_occupants'], message: M.occupantsInvalid });
}

/**
 * Blanks the fields the form does not show for the chosen occupation and tenant type, before any rule runs:
 * a value typed under an earlier choice ('0' occupants before switching to Family, a business URL before
 * switching to Employed) is invisible, so it must never block the step or the save.
 */
export function withoutHiddenFields(input: unknown): unknown {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) return input;
  const values = { ...(input as Record<string, unknown>) };
  const occupation = (OCCUPATIONS as readonly unknown[]).includes(values.occupation) ? (values.occupation as Occupation) : DEFAULT_OCCUPATION;
  const shown = new Set<string>(detailFieldsFor(occupation));
  for (const field of OCCUPATION_DETAIL_FIELDS) if (!shown.has(field)) values[field] = null;
  if ((TENANT_TYPES as readonly unknown[]).includes(values.tenant_type)) {
    const count = householdCountFor(values.tenant_type as TenantType);
    if (count !== 'family') values.number_of_adults = values.number_of_children = null;
    if (count !== 'occupants') values.total_occupants = null;
  }
  return values;
}

export const personalStepSchema = z.object(personalShape);
export const occupationStepSchema = z.preprocess(withoutHiddenFields, z.object(occupationShape).superRefine(requireOccupationDetail));
export const householdStepSchema = z.preprocess(withoutHiddenFields, z.object(householdShape).superRefine(requireHouseholdCount));

/** The three steps in order, with their titles (the step indicator and 'Next' use them). */
export const TENANT_PROFILE_STEPS = [
  { title: 'Personal & Contact', schema: personalStepSchema, fields: Object.keys(personalShape) },
  { title: 'Occupation', schema: occupationStepSchema, fields: Object.keys(occupationShape) },
  { title: 'Household & Lifestyle', schema: householdStepSchema, fields: Object.keys(householdShape) },
] as const;

/**
 * The whole profile (POST/PUT /api/tenant-profile). Fields that do not apply to the chosen occupation or
 * tenant type are dropped (null), so a profile never keeps an employer for a student.
 */
export const tenantProfileSchema = z.preprocess(
  withoutHiddenFields,
  z
  .object({ ...personalShape, ...occupationShape, ...householdShape })
  .superRefine((values, ctx) => {
    requireOccupationDetail(values, ctx);
    requireHouseholdCount(values, ctx);
  })
  .transform((values) => {
    const keep = new Set<string>(detailFieldsFor(values.occupation));
    const count = householdCountFor(values.tenant_type);
    return {
      ...values,
      employer_name: keep.has('employer_name') ? values.employer_name : null,
      nature_of_work: keep.has('nature_of_work') ? values.nature_of_work : null,
      business_name: keep.has('business_name') ? values.business_name : null,
      google_business_profile_url: keep.has('google_business_profile_url') ? values.google_business_profile_url : null,
      institution_name: keep.has('institution_name') ? values.institution_name : null,
      number_of_adults: count === 'family' ? values.number_of_adults : null,
      number_of_children: count === 'family' ? (values.number_of_children ?? 0) : null,
      total_occupants: count === 'occupants' ? values.total_occupants : null,
    };
  }),
);

export type TenantProfileInput = z.output<typeof tenantProfileSchema>;

/** A stored profile as the API returns it. */
export type TenantProfile = TenantProfileInput & { id: string; updated_at: string };
/** GET /api/tenant-profile (null before the person has one); POST and PUT answer the saved profile. */
export interface TenantProfileAnswer<Saved extends TenantProfile | null = TenantProfile | null> {
  profile: Saved;
}

/** What the form holds: text for every input, has_pet unanswered as null. */
export interface TenantProfileFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  alternative_phone_number: string;
  short_bio: string;
  current_residing_city: string;
  occupation: Occupation | '';
  employer_name: string;
  nature_of_work: string;
  business_name: string;
  google_business_profile_url: string;
  institution_name: string;
  home_state: string;
  linkedin_profile: string;
  cibil_score: string;
  tenant_type: TenantType | '';
  number_of_adults: string;
  number_of_children: string;
  total_occupants: string;
  has_pet: boolean | null;
  consent_to_bg: boolean;
}

export type TenantProfileField = keyof TenantProfileFormValues;

/** The account's read-only fields (step 1). */
export const ACCOUNT_FIELDS = ['first_name', 'last_name', 'email', 'phone'] as const satisfies readonly TenantProfileField[];

export function emptyTenantProfileValues(account: Pick<TenantProfileFormValues, (typeof ACCOUNT_FIELDS)[number]>): TenantProfileFormValues {
  return {
    ...account,
    alternative_phone_number: '',
    short_bio: '',
    current_residing_city: '',
    occupation: DEFAULT_OCCUPATION,
    employer_name: '',
    nature_of_work: '',
    business_name: '',
    google_business_profile_url: '',
    institution_name: '',
    home_state: '',
    linkedin_profile: '',
    cibil_score: '',
    tenant_type: '',
    number_of_adults: '',
    number_of_children: '',
    total_occupants: '',
    has_pet: null,
    consent_to_bg: false,
  };
}

/** A stored profile back into form values (for editing). */
export function tenantProfileToFormValues(profile: TenantProfileInput): TenantProfileFormValues {
  const text = (value: string | null) => value ?? '';
  const count = (value: number | null) => (value === null ? '' : String(value));
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    email: profile.email,
    phone: profile.phone,
    alternative_phone_number: text(profile.alternative_phone_number),
    short_bio: text(profile.short_bio),
    current_residing_city: text(profile.current_residing_city),
    occupation: profile.occupation,
    employer_name: text(profile.employer_name),
    nature_of_work: text(profile.nature_of_work),
    business_name: text(profile.business_name),
    google_business_profile_url: text(profile.google_business_profile_url),
    institution_name: text(profile.institution_name),
    home_state: profile.home_state,
    linkedin_profile: text(profile.linkedin_profile),
    cibil_score: count(profile.cibil_score),
    tenant_type: profile.tenant_type,
    number_of_adults: count(profile.number_of_adults),
    number_of_children: count(profile.number_of_children),
    total_occupants: count(profile.total_occupants),
    has_pet: profile.has_pet,
    consent_to_bg: profile.consent_to_bg,
  };
}

/** The first message per field of a failed parse (the form shows one message under each field). */
export function fieldErrors(error: z.ZodError): Partial<Record<TenantProfileField, string>> {
  const errors: Partial<Record<TenantProfileField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as TenantProfileField | undefined;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
