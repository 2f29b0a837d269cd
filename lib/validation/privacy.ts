// The consent switches on the profile: one schema for the switch and PUT /api/profile/consents.
import { z } from '@/lib/validation/zod';
import { privacyMessages } from '@/lib/privacy/messages';
import { CONSENT_PURPOSES } from '@/lib/privacy/consents';
import type { ConsentNeed, ConsentPurpose } from '@/lib/privacy/consents';
import type { DeletionPreview } from '@/lib/privacy/deletion-preview';

export { privacyMessages };

export const consentChangeSchema = z.object({
  purpose: z.enum(CONSENT_PURPOSES, { message: 'Choose one of the consents on this page.' }),
  granted: z.boolean({ message: 'Say whether you allow it (true) or not (false).' }),
});

export type ConsentChange = z.infer<typeof consentChangeSchema>;

/** The token of a 'Download my data' link: 32 random bytes, base64url. Anything else is a link that does not exist. */
export const dataExportParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, privacyMessages.linkGone),
});

/** The token of a 'Keep my account' link: 32 random bytes, base64url. */
export const undoDeletionParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, privacyMessages.undoGone),
});

export interface ConsentView {
  purpose: ConsentPurpose;
  granted: boolean;
  changedAt: string | null;
  /** Off, and not switchable on, until the account has this (a verified WhatsApp number). */
  needs?: ConsentNeed;
}

export interface ConsentLogView {
  purpose: ConsentPurpose;
  granted: boolean;
  at: string;
}

export interface ConsentsAnswer {
  consents: ConsentView[];
  log: ConsentLogView[];
}

export interface DeletionView {
  reason: 'requested' | 'inactive';
  finalAt: string;
}

/** GET /api/profile/delete-account: what deleting the account would cancel. */
export interface DeletionPreviewAnswer {
  preview: DeletionPreview;
}
/** POST /api/profile/delete-account (202). */
export interface DeletionScheduledAnswer {
  deletion: DeletionView;
  message: string;
}
/** DELETE /api/profile/delete-account: the account is kept. */
export interface DeletionKeptAnswer {
  deletion: null;
}
/** POST /api/profile/data-export (202). */
export interface DataExportAnswer {
  status: 'building';
  message: string;
}
