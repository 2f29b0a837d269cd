// Each tenant-profile step's schema (spec 5), with every conditional rule and its message.
import { HOME_STATES } from '@/lib/tenant/states';
import {
  emptyTenantProfileValues,
  householdStepSchema,
  occupationStepSchema,
  personalStepSchema,
  tenantProfileMessages as M,
  tenantProfileSchema,
  type TenantProfileFormValues,
} from '@/lib/validation/tenant-profile';

const account = { first_name: 'Asha', last_name: 'Rao', email: 'asha@example.com', phone: '9876543210' };

function valid(overrides: Partial<TenantProfileFormValues> = {}): TenantProfileFormValues {
  return {
    ...emptyTenantProfileValues(account),
    employer_name: 'Infosys',
    home_state: 'Karnataka',
    tenant_type: 'Single',
    has_pet: false,
    ...overrides,
  };
}

function messages(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error!.issues.map((issue) => [String(issue.path[0]), issue.message]));
}

describe('lists (spec 9)', () => {
  test('28 states and 8 union territories, sorted', () => {
    expect(HOME_STATES).toHaveLength(36);
    expect([...HOME_STATES]).toEqual([...HOME_STATES].sort((a, b) => a.localeCompare(b, 'en')));
    expect(HOME_STATES).toEqual(expect.arrayContaining(['Karnataka', 'Ladakh', 'Delhi', 'Puducherry']));
  });
});

describe('step 1: Personal & Contact', () => {
  test('passes with the account fields and nothing optional', () => {
    expect(personalStepSchema.safeParse(valid()).success).toBe(true);
  });

  test('name, e-mail and phone must be present', () => {
    expect(messages(personalStepSchema, valid({ first_name: ' ', last_name: '', email: '', phone: '' }))).toEqual({
      first_name: M.firstNameRequired,
      last_name: M.lastNameRequired,
      email: M.emailRequired,
      phone: M.phoneRequired,
    });
  });

  test('alternative phone is optional, but must look like a phone number when given', () => {
    expect(personalStepSchema.safeParse(valid({ alternative_phone_number: '+91 98450 12345' })).success).toBe(true);
    expect(messages(personalStepSchema, valid({ alternative_phone_number: 'call me' }))).toEqual({ alternative_phone_number: M.alternativePhoneInvalid });
    expect(messages(personalStepSchema, valid({ alternative_phone_number: '123' }))).toEqual({ alternative_phone_number: M.alternativePhoneInvalid });
  });

  test('the bio has a length limit', () => {
    expect(messages(personalStepSchema, valid({ short_bio: 'x'.repeat(501) }))).toEqual({ short_bio: M.bioTooLong });
  });
});

describe('step 2: Occupation', () => {
  test.each([
    ['Employed (Salaried)', 'employer_name', 'Please enter your employer name'],
    ['Self-Employed (Freelancer/Consultant)', 'nature_of_work', 'Please describe the nature of your work'],
    ['Business Owner', 'business_name', 'Please enter your business name'],
    ['Student', 'institution_name', 'Please enter your institution name'],
  ] as const)('%s needs %s', (occupation, field, message) => {
    const missing = valid({ occupation, employer_name: '' });
    expect(messages(occupationStepSchema, missing)).toEqual({ [field]: message });
    expect(occupationStepSchema.safeParse({ ...missing, [field]: 'Something' }).success).toBe(true);
  });

  test.each(['Retired', 'Unemployed'] as const)('%s needs no extra field', (occupation) => {
    expect(occupationStepSchema.safeParse(valid({ occupation, employer_name: '' })).success).toBe(true);
  });

  test('an empty occupation becomes Employed (Salaried) (and then needs an employer)', () => {
    const parsed = occupationStepSchema.safeParse(valid({ occupation: '' }));
    expect(parsed.success && parsed.data.occupation).toBe('Employed (Salaried)');
    expect(messages(occupationStepSchema, valid({ occupation: '', employer_name: '' }))).toEqual({ employer_name: 'Please enter your employer name' });
  });

  test('an occupation outside the list is refused', () => {
    expect(messages(occupationStepSchema, { ...valid(), occupation: 'Astronaut' })).toEqual({ occupation: M.occupationInvalid });
  });

  test('home state is required and must be one of the list', () => {
    expect(messages(occupationStepSchema, valid({ home_state: '' }))).toEqual({ home_state: M.homeStateRequired });
    expect(messages(occupationStepSchema, valid({ home_state: 'Atlantis' }))).toEqual({ home_state: M.homeStateRequired });
  });

  test.each(['https://www.linkedin.com/in/asha', 'http://linkedin.com/in/asha', 'https://in.linkedin.com/in/asha'])('LinkedIn %s is accepted', (url) => {
    expect(occupationStepSchema.safeParse(valid({ linkedin_profile: url })).success).toBe(true);
  });

  test.each(['linkedin.com/in/asha', 'ftp://linkedin.com/in/asha', 'https://notlinkedin.com/in/asha', 'https://example.com/linkedin.com', 'asha'])(
    "LinkedIn %s is 'Please enter a valid LinkedIn URL'",
    (url) => {
      expect(messages(occupationStepSchema, valid({ linkedin_profile: url }))).toEqual({ linkedin_profile: 'Please enter a valid LinkedIn URL' });
    },
  );

  test('CIBIL score is optional, a whole number from 300 to 900', () => {
    for (const score of ['', '300', '900', '745']) expect(occupationStepSchema.safeParse(valid({ cibil_score: score })).success).toBe(true);
    for (const score of ['299', '901', '750.5', 'abc']) expect(messages(occupationStepSchema, valid({ cibil_score: score }))).toEqual({ cibil_score: M.cibilInvalid });
  });

  test("a business owner's Google profile URL is optional but must be a web address", () => {
    const owner = valid({ occupation: 'Business Owner', business_name: 'Rao Traders' });
    expect(occupationStepSchema.safeParse(owner).success).toBe(true);
    expect(occupationStepSchema.safeParse({ ...owner, google_business_profile_url: 'https://g.page/rao-traders' }).success).toBe(true);
    expect(messages(occupationStepSchema, { ...owner, google_business_profile_url: 'rao traders' })).toEqual({ google_business_profile_url: M.businessUrlInvalid });
  });
});

describe('step 3: Household & Lifestyle', () => {
  test('tenant type and pet answer are required', () => {
    expect(messages(householdStepSchema, valid({ tenant_type: '', has_pet: null }))).toEqual({ tenant_type: M.tenantTypeRequired, has_pet: M.hasPetRequired });
  });

  test('Family needs at least 1 adult; children at least 0', () => {
    expect(messages(householdStepSchema, valid({ tenant_type: 'Family' }))).toEqual({ number_of_adults: M.adultsInvalid });
    expect(messages(householdStepSchema, valid({ tenant_type: 'Family', number_of_adults: '0' }))).toEqual({ number_of_adults: M.adultsInvalid });
    expect(messages(householdStepSchema, valid({ tenant_type: 'Family', number_of_adults: '2', number_of_children: '-1' }))).toEqual({ number_of_children: M.childrenInvalid });
    expect(householdStepSchema.safeParse(valid({ tenant_type: 'Family', number_of_adults: '2', number_of_children: '' })).success).toBe(true);
    expect(householdStepSchema.safeParse(valid({ tenant_type: 'Family', number_of_adults: '1', number_of_children: '0' })).success).toBe(true);
  });

  test.each(['Bachelors-Girls', 'Bachelors-Boys', 'Unmarried Couple'] as const)('%s needs total occupants, at least 1', (tenant_type) => {
    expect(messages(householdStepSchema, valid({ tenant_type }))).toEqual({ total_occupants: M.occupantsInvalid });
    expect(messages(householdStepSchema, valid({ tenant_type, total_occupants: '0' }))).toEqual({ total_occupants: M.occupantsInvalid });
    expect(householdStepSchema.safeParse(valid({ tenant_type, total_occupants: '1' })).success).toBe(true);
  });

  test.each(['Single', 'Corporate Guesthouse'] as const)('%s needs no count', (tenant_type) => {
    expect(householdStepSchema.safeParse(valid({ tenant_type })).success).toBe(true);
  });

  test('consent to background checks is an optional tick', () => {
    expect(householdStepSchema.safeParse(valid({ consent_to_bg: true })).success).toBe(true);
    const { consent_to_bg: _omitted, ...withoutConsent } = valid();
    const parsed = householdStepSchema.safeParse(withoutConsent);
    expect(parsed.success && parsed.data.consent_to_bg).toBe(false);
  });
});

describe('the whole profile (route handler)', () => {
  test('keeps only the fields of the chosen occupation and household', () => {
    const parsed = tenantProfileSchema.parse(
      valid({ occupation: 'Student', institution_name: 'IISc', employer_name: 'Old job', tenant_type: 'Bachelors-Boys', total_occupants: '3', number_of_adults: '2' }),
    );
    expect(parsed).toMatchObject({ occupation: 'Student', institution_name: 'IISc', employer_name: null, total_occupants: 3, number_of_adults: null, number_of_children: null });
  });

  test('a family without children is stored with 0 children', () => {
    expect(tenantProfileSchema.parse(valid({ tenant_type: 'Family', number_of_adults: '2' })).number_of_children).toBe(0);
  });

  test('numbers may arrive as JSON numbers', () => {
    expect(tenantProfileSchema.parse({ ...valid({ tenant_type: 'Family' }), number_of_adults: 2, cibil_score: 800 })).toMatchObject({ number_of_adults: 2, cibil_score: 800 });
  });
});

describe('fields the form does not show never block', () => {
  test("step 2: a Business Owner's unfinished URL, then Employed", () => {
    expect(occupationStepSchema.safeParse(valid({ occupation: 'Employed (Salaried)', google_business_profile_url: 'my shop' })).success).toBe(true);
  });

  test('step 3: 0 occupants typed for Bachelors-Girls, then Family', () => {
    const family = valid({ tenant_type: 'Family', total_occupants: '0', number_of_adults: '2', number_of_children: '0', has_pet: true });
    expect(householdStepSchema.safeParse(family).success).toBe(true);
    expect(messages(householdStepSchema, valid({ tenant_type: 'Single', number_of_adults: 'x', total_occupants: '-3' }))).toEqual({});
  });

  test('the whole profile (the API) drops them too, and stores them as null', () => {
    const parsed = tenantProfileSchema.parse(valid({ tenant_type: 'Family', total_occupants: '0', number_of_adults: '2', google_business_profile_url: 'my shop' }));
    expect(parsed).toMatchObject({ total_occupants: null, number_of_adults: 2, google_business_profile_url: null });
  });
});
