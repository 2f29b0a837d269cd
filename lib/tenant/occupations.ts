// Occupations (societies-and-tenant-area.md 9) and the one extra field each needs (spec 5, step 2).

export const OCCUPATIONS = [
  'Employed (Salaried)',
  'Self-Employed (Freelancer/Consultant)',
  'Business Owner',
  'Student',
  'Retired',
  'Unemployed',
] as const;

export type Occupation = (typeof OCCUPATIONS)[number];

/** Occupation is required, but an empty one becomes this on submit (spec 5). */
export const DEFAULT_OCCUPATION: Occupation = 'Employed (Salaried)';

/** The occupation-specific text fields; only the one for the chosen occupation is kept. */
export const OCCUPATION_DETAIL_FIELDS = ['employer_name', 'nature_of_work', 'business_name', 'google_business_profile_url', 'institution_name'] as const;
export type OccupationDetailField = (typeof OCCUPATION_DETAIL_FIELDS)[number];

export interface OccupationDetail {
  field: Exclude<OccupationDetailField, 'google_business_profile_url'>;
  label: string;
  placeholder: string;
  /** The message when it is missing. */
  required: string;
}

export const OCCUPATION_DETAILS: Partial<Record<Occupation, OccupationDetail>> = {
  'Employed (Salaried)': { field: 'employer_name', label: 'Employer name', placeholder: 'e.g. Infosys', required: 'Please enter your employer name' },
  'Self-Employed (Freelancer/Consultant)': { field: 'nature_of_work', label: 'Nature of work', placeholder: 'e.g. UX design consultant', required: 'Please describe the nature of your work' },
  'Business Owner': { field: 'business_name', label: 'Business name', placeholder: 'e.g. Rao Traders', required: 'Please enter your business name' },
  Student: { field: 'institution_name', label: 'Institution name', placeholder: 'e.g. IISc Bangalore', required: 'Please enter your institution name' },
};

/** The detail fields an occupation keeps (the Google business profile URL goes with Business Owner). */
export function detailFieldsFor(occupation: Occupation): OccupationDetailField[] {
  const detail = OCCUPATION_DETAILS[occupation];
  if (!detail) return [];
  return occupation === 'Business Owner' ? [detail.field, 'google_business_profile_url'] : [detail.field];
}
