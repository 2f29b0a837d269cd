// The Privacy page's own facts (docs/privacy.md "Notice"): when its text last changed, its parts for the contents,
// and where a person complains when our grievance officer's answer does not settle it.

/** The day the notice's text last changed (India calendar date): change it with the text. */
export const PRIVACY_NOTICE_UPDATED = '2026-12-05';

/** The Data Protection Board of India (DPDP Act 2023, s. 18), which takes complaints online. */
export const DATA_PROTECTION_BOARD_URL = 'https://www.dpb.gov.in/';

/** The page's parts in order: each heading's id is its jump link's target. */
export const PRIVACY_SECTIONS = [
  { id: 'privacy-what', title: 'What we collect, why and for how long' },
  { id: 'privacy-consent', title: 'Withdrawing consent' },
  { id: 'privacy-rights', title: 'Your rights' },
  { id: 'privacy-grievance', title: 'Questions and complaints' },
] as const;

export type PrivacySectionId = (typeof PRIVACY_SECTIONS)[number]['id'];
