import 'server-only';
import { recipientLocale } from '@/server/i18n/translator';
import { profileLanguage } from './profile-language';
import { sql } from 'drizzle-orm';
import { getDb, type Transaction } from '@/server/db/client';
import { getEnv } from '@/server/env';
import { AppError } from '@/server/http/errors';
import { enqueueJob } from '@/server/jobs/queue';
import type { JobPayloads } from '@/server/jobs/payloads';
import { sendLoginCodeEmail } from '@/server/mail/login-code';
import { discardCode, holdsLiveCodeIssuedSince, issueCode } from './codes';
import { authSettings } from './config';
import { spendLoginCodeBudget } from './login-code-rules';
import { discardLink, issueLink, loginLinkUrl } from './login-links';
import { findUserByEmail } from './users';

// A new registration's login code goes through the job queue (embedded auth): the registration answers as soon as
// the account and its job are committed, whatever the mail provider does (down: 503 before; slow: every sign-up
// as slow as one message). The job runs ahead of every other job (priority), issues the code when it runs, so its
// 10 minutes start when it can be sent, and e-mails it; a failed send is retried like any delivery and made due
// at once when SMTP answers again (server/jobs/delivery-probe.ts).

/** graphile-worker runs lower numbers first; every other job has the default 0. */
export const REGISTRATION_CODE_PRIORITY = -10;

/**
 * In the registration's own transaction: spends the code's budget (the same rules as any login code: docs/auth.md
 * "Rate limits") and queues the send. A refused budget is the login code's 429, and the caller undoes the account.
 */
export async function queueRegistrationCode(tx: Transaction, email: string, context: { ip: string; holder: string }): Promise<void> {
  const spent = await spendLoginCodeBudget(tx, email, context.ip, context.holder);
  if ('wait' in spent) throw new AppError('over_email_send_rate_limit', `For security purposes, you can only request this after ${spent.wait} seconds.`, 429);
  const { rows } = await tx.execute<{ now: string }>(sql`select now()::text as now`);
  await enqueueJob(
    tx,
    'send-registration-code',
    { email, holder: context.holder, queuedAt: new Date(rows[0]!.now).toISOString() },
    { priority: REGISTRATION_CODE_PRIORITY, jobKey: `registration-code:${email}|${context.holder}` },
  );
}

/** The job: issues the code and its sign-in link, then e-mails them; a failed send takes both back and is retried. */
export async function sendRegistrationCode(payload: JobPayloads['send-registration-code']): Promise<void> {
  const { email, holder } = payload;
  const issued = await getDb().transaction(async (tx) => {
    // The registration was replaced or removed meanwhile: nobody to send to.
    const user = await findUserByEmail(email, tx);
    if (!user) return null;
    // 'Request a new code' already sent a code to this device: a second one now would only replace it.
    if (await holdsLiveCodeIssuedSince(tx, email, holder, new Date(payload.queuedAt))) return null;
    return { locale: recipientLocale(await profileLanguage(user.id, tx)), code: await issueCode(tx, email, holder), link: await issueLink(tx, email) };
  });
  if (!issued) return;
  try {
    await sendLoginCodeEmail(email, { code: issued.code, link: loginLinkUrl(getEnv().SITE_URL, issued.link, null, issued.locale) }, authSettings().codeTtlSeconds, issued.locale);
  } catch (error) {
    await discardCode(getDb(), email, holder);
    await discardLink(getDb(), issued.link);
    throw error;
  }
}
