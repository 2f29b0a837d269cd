import 'server-only';
import OwnerClaimCodeEmail, { ownerClaimCodeSubject, ownerClaimCodeText, type OwnerClaimCodeEmailProps } from '@/emails/owner-claim-code';
import type { Locale } from '@/lib/i18n/locales';
import { getEnv } from '@/server/env';
import { renderEmail } from './render';
import { sendEmail } from './send-email';

/** The e-mail with the code that proves an owner record's number (sent to the record's own address, in the record's language). */
export async function sendOwnerClaimCodeEmail(to: string, { code, phone }: { code: string; phone: string }, ttlSeconds: number, locale?: Locale): Promise<void> {
  const { BRAND_NAME, SITE_URL } = getEnv();
  const props: OwnerClaimCodeEmailProps = { code, phoneEnd: phone.slice(-4), brandName: BRAND_NAME, expiresInMinutes: Math.round(ttlSeconds / 60), siteUrl: SITE_URL, locale };
  await sendEmail({ to, ...(await renderEmail({ Component: OwnerClaimCodeEmail, subject: ownerClaimCodeSubject, text: ownerClaimCodeText }, props)) });
}
