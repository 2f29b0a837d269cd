import 'server-only';
import LoginCodeEmail, { loginCodeSubject, loginCodeText, type LoginCodeEmailProps } from '@/emails/login-code';
import type { Locale } from '@/lib/i18n/locales';
import { getEnv } from '@/server/env';
import { renderEmail } from './render';
import { sendEmail } from './send-email';

/** The code and the one-tap sign-in link (server/auth/login-links.ts) of one login e-mail. */
export async function sendLoginCodeEmail(to: string, { code, link }: { code: string; link: string }, ttlSeconds: number, locale: Locale = 'en'): Promise<void> {
  const { BRAND_NAME, SITE_URL } = getEnv();
  const props: LoginCodeEmailProps = { code, link, brandName: BRAND_NAME, expiresInMinutes: Math.round(ttlSeconds / 60), siteUrl: SITE_URL, locale };
  await sendEmail({ to, ...(await renderEmail({ Component: LoginCodeEmail, subject: loginCodeSubject, text: loginCodeText }, props)) });
}
