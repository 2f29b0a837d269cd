import 'server-only';
import { getDb } from '@/server/db/client';
import { sendLoginCodeEmail } from '@/server/mail/login-code';
import { discardCode, issueCode } from '../codes';
import { authSettings } from '../config';
import { loginCodeRules } from '../login-code-rules';
import { forgetEvents, lockBuckets, recordEvents, secondsUntilAllowed } from '../rate-limit';
import { findUserByEmail } from '../users';
import { authErrors, gotrueJson } from './errors';
import { parseEmail, readJson, type CallContext } from './request';

/**
 * POST /otp: e-mails a login code to a registered address. Registration is the product's own flow
 * (name and phone are required), so the embedded server never signs people up here (`disable_signup`).
 */
export async function handleOtp(request: Request, context: CallContext): Promise<Response> {
  const body = await readJson(request);
  if (body.phone !== undefined && body.email === undefined) throw authErrors.phoneDisabled();
  const email = parseEmail(body.email);
  const user = await findUserByEmail(email);
  if (!user) throw body.create_user === false ? authErrors.otpDisabled() : authErrors.signupDisabled();

  const settings = authSettings();
  const rules = loginCodeRules(email, context.ip);
  const issued = await getDb().transaction(async (tx) => {
    await lockBuckets(tx, rules.map((rule) => rule.bucket));
    let wait = 0;
    for (const rule of rules) wait = Math.max(wait, await secondsUntilAllowed(tx, rule));
    if (wait > 0) return { sent: false, wait } as const;
    const eventIds = await recordEvents(tx, rules.map((rule) => rule.bucket));
    return { sent: true, code: await issueCode(tx, email), eventIds } as const;
  });
  if (!issued.sent) throw authErrors.sendRateLimit(issued.wait);

  try {
    await sendLoginCodeEmail(email, issued.code, settings.codeTtlSeconds);
  } catch (error) {
    // Nothing was delivered: take the code and the spent budget back, so that a retry is not refused.
    await discardCode(getDb(), email);
    await forgetEvents(getDb(), issued.eventIds);
    throw error;
  }
  return gotrueJson({});
}
