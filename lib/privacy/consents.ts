// The consents a person can give and withdraw on the profile (docs/privacy.md). Pure: the switches and the
// server share the names and the texts.

export const CONSENT_PURPOSES = ['whatsapp_updates', 'email_alerts', 'share_tenant_profile'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

export const CONSENT_LABELS: Record<ConsentPurpose, { title: string; description: string }> = {
  whatsapp_updates: { title: 'WhatsApp updates', description: 'About my visits and offers, on my verified WhatsApp number.' },
  email_alerts: { title: 'New-listing alerts and saved-search digests', description: 'By e-mail (and WhatsApp, when that is on too).' },
  share_tenant_profile: { title: 'Share my tenant profile summary', description: 'My first name, occupation and household go to the owner when I send an offer.' },
};

/** What a consent waits for before it can be on: WhatsApp updates go only to a verified number. */
export type ConsentNeed = 'verified_whatsapp_number';
export const CONSENT_NEEDS: Partial<Record<ConsentPurpose, ConsentNeed>> = { whatsapp_updates: 'verified_whatsapp_number' };

export const consentMessages: Record<ConsentNeed, string> = {
  verified_whatsapp_number: 'WhatsApp updates can be turned on once your WhatsApp number is verified.',
};
/** The line under a switch that cannot be on yet, and its way there. */
export const CONSENT_NEED_HINTS: Record<ConsentNeed, { text: string; action: string; href: string }> = {
  verified_whatsapp_number: { text: 'Off until your WhatsApp number is verified: nothing is sent there before.', action: 'Verify WhatsApp number', href: '#whatsapp' },
};

/** A 'Download my data' request: being built, its link sent, downloaded (the link is used up). */
export const DATA_EXPORT_STATUSES = ['building', 'ready', 'used'] as const;

/** Why an account is being erased: the person asked, or nobody signed in for three years. */
export const DELETION_REASONS = ['requested', 'inactive'] as const;
