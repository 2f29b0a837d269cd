// Message keys of the tenant profile's stored English values: the values stay as they are (the database, the
// route and the owner's summary read them), the screens show them in the page's language through these keys.
import type { Occupation } from './occupations';
import type { TenantType } from './tenant-types';

export const OCCUPATION_KEYS: Readonly<Record<Occupation, 'employed' | 'selfEmployed' | 'business' | 'student' | 'retired' | 'unemployed'>> = {
  'Employed (Salaried)': 'employed',
  'Self-Employed (Freelancer/Consultant)': 'selfEmployed',
  'Business Owner': 'business',
  Student: 'student',
  Retired: 'retired',
  Unemployed: 'unemployed',
};

export const TENANT_TYPE_KEYS: Readonly<Record<TenantType, 'family' | 'single' | 'corporate' | 'bachelorsGirls' | 'bachelorsBoys' | 'unmarriedCouple'>> = {
  Family: 'family',
  Single: 'single',
  'Corporate Guesthouse': 'corporate',
  'Bachelors-Girls': 'bachelorsGirls',
  'Bachelors-Boys': 'bachelorsBoys',
  'Unmarried Couple': 'unmarriedCouple',
};

/** The three steps' keys, in the order of TENANT_PROFILE_STEPS (lib/validation/tenant-profile.ts). */
export const STEP_KEYS = ['personal', 'occupation', 'household'] as const;
