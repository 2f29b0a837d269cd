// The tenant-profile draft (spec 2.11, 9: "storage key ... exists, name not shown"): while a profile is being
// created, the form is kept in localStorage under one key per person, so that leaving mid-way and coming back
// restores it. Another person signing in on the same browser never sees it: reading a draft removes every
// other person's. The account fields (name, e-mail, phone) are not stored: they come from the account.
import { z } from '@/lib/validation/zod';
import { ACCOUNT_FIELDS, type TenantProfileFormValues } from '@/lib/validation/tenant-profile';

export const TENANT_PROFILE_DRAFT_KEY_PREFIX = 'ghomes:tenant-profile-draft:v1:';

export const draftKey = (userId: string) => `${TENANT_PROFILE_DRAFT_KEY_PREFIX}${userId}`;

export type DraftValues = Omit<TenantProfileFormValues, (typeof ACCOUNT_FIELDS)[number]>;

export interface TenantProfileDraft {
  step: number;
  values: DraftValues;
  savedAt: string;
}

const text = z.string().max(2000);
const draftSchema = z.object({
  step: z.number().int().min(0).max(2),
  savedAt: z.string(),
  values: z.object({
    alternative_phone_number: text,
    short_bio: text,
    current_residing_city: text,
    occupation: text,
    employer_name: text,
    nature_of_work: text,
    business_name: text,
    google_business_profile_url: text,
    institution_name: text,
    home_state: text,
    linkedin_profile: text,
    cibil_score: text,
    tenant_type: text,
    number_of_adults: text,
    number_of_children: text,
    total_occupants: text,
    has_pet: z.boolean().nullable(),
    consent_to_bg: z.boolean(),
  }),
});

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled (private mode, policy): the form works without a draft
  }
}

/** The person's draft, if a valid one is stored; other people's drafts are deleted. */
export function readDraft(userId: string): TenantProfileDraft | null {
  const store = storage();
  if (!store) return null;
  try {
    for (let index = store.length - 1; index >= 0; index -= 1) {
      const key = store.key(index);
      if (key?.startsWith(TENANT_PROFILE_DRAFT_KEY_PREFIX) && key !== draftKey(userId)) store.removeItem(key);
    }
    const raw = store.getItem(draftKey(userId));
    if (!raw) return null;
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      store.removeItem(draftKey(userId));
      return null;
    }
    return parsed.data as TenantProfileDraft;
  } catch {
    return null;
  }
}

export function saveDraft(userId: string, step: number, values: TenantProfileFormValues): void {
  const { first_name: _first, last_name: _last, email: _email, phone: _phone, ...rest } = values;
  const draft: TenantProfileDraft = { step, values: rest, savedAt: new Date().toISOString() };
  try {
    storage()?.setItem(draftKey(userId), JSON.stringify(draft));
  } catch {
    // quota or disabled storage: nothing to do, the form itself still holds the values
  }
}

export function clearDraft(userId: string): void {
  try {
    storage()?.removeItem(draftKey(userId));
  } catch {
    // ignore
  }
}
