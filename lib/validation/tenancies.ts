// A tenancy's agreement (docs/move-in.md "The agreement"): one schema per payload, shared by the page's form and the
// routes under app/api/tenancies/.
import { z } from '@/lib/validation/zod';
import { isUuid } from '@/lib/slugs';
import type { AgreementState } from '@/lib/tenancies/tenancy';

export const tenancyParamsSchema = z.object({ tenancyId: z.string().refine(isUuid, 'Not found') });

export const agreementCodeRequestSchema = z.object({}).strict();

export const agreementConfirmSchema = z
  .object({
    code: z.string({ error: 'Enter the 6-digit code.' }).trim().regex(/^\d{6}$/, 'Enter the 6-digit code.'),
    sha256: z.string({ error: 'Read the agreement first.' }).regex(/^[0-9a-f]{64}$/, 'Read the agreement first.'),
  })
  .strict();
export type AgreementConfirmValues = z.input<typeof agreementConfirmSchema>;

export interface AgreementCodeSentAnswer {
  message: string;
}

export interface AgreementConfirmedAnswer {
  message: string;
  agreement: AgreementState;
}
