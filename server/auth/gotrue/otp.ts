import 'server-only';
import { getDb } from '@/server/db/client';
import { sendLoginCodeEmail } from '@/server/mail/login-code';
import { codeSendGate, LocalBudget } from '@/server/http/send-gate';
import { getEnv } from '@/server/env';
import { discardCode, issueCode } from '../codes';
import { authSettings } from '../config';
import { isDeviceHolder } from '../holder';
import { spendLoginCodeBudget } from '../login-code-rules';
import { discardLink, issueLink, loginLinkUrl, returnToFromRedirect } from '../login-links';
import { forgetEvents } from '../rate-limit';
import { profileLanguage } from '../profile-language';
import { findUserByEmail } from '../users';
import { recipientLocale } from '@/server/i18n/translator';
import { authErrors, gotrueJson } from './errors';
import { parseEmail, readJson, type CallContext } from './request';

const holder = globalThis as unknown as { ghomesLoginSendBudget?: LocalBudget };
const clientSends = () => (holder.ghomesLoginSendBudget ??= new LocalBudget());

/**
 * POST /otp: e-mails a login code to a registered address. Registration is the product's own flow
 * (name and phone are required), so the embedded server never signs people up here (`disable_signup`).
 * The code belongs to the caller's holder (server/auth/holder.ts). A flood is shed before the database: the
 * client's hourly budget is counted in memory first, and the send gate lets only a few sends use the pool at once.
 */
export async function handleOtp(request: Request, context: CallContext): Promise<Response> {
  const body = await readJson(request);
  if (body.phone !== undefined && body.email === undefined) throw authErrors.phoneDisabled();
  const email = parseEmail(body.email);
  // signInWithOtp's emailRedirectTo: where the e-mail's sign-in link leads afterwards, when it is a path on this site.
  const returnTo = returnToFromRedirect(new URL(request.url).searchParams.get('redirect_to'), getEnv().SITE_URL);

  const settings = authSettings();
  // Every attempt counts against the client's budget here (given back only when delivery fails on our side), so past
  // it a caller without a device id is refused without a query. A device goes on to the database, which knows
  // whether it signed in to this address before (then the network's ceiling does not hold it: a neighbour's flood
  // behind the same NAT never locks the owner's phone out).
  const local = clientSends().take(context.ip, settings.codesPerHourPerIp, 3600);
  if ('wait' in local && !isDeviceHolder(context.holder)) throw authErrors.sendRateLimit(local.wait);
  // Only the checks and the code's transaction pass the gate: the message is stored or sent after, outside it.
  const issued = await codeSendGate().run(() => issue(email, body.create_user === false, context), authErrors.requestRateLimit);
  try {
    await deliver(email, issued, returnTo, context);
  } catch (error) {
    if ('release' in local) local.release();
    throw error;
  }
  return gotrueJson({});
}

interface Issued {
  /** The account the code is for: its e-mail comes in the account's language. */
  userId: string;
  code: string;
  /** The e-mail's one-tap sign-in link (server/auth/login-links.ts): any device that opens it may sign in. */
  link: string;
  eventIds: string[];
}

async function issue(email: string, noSignUp: boolean, context: CallContext): Promise<Issued> {
  const user = await findUserByEmail(email);
  if (!user) throw noSignUp ? authErrors.otpDisabled() : authErrors.signupDisabled();
  const issued = await getDb().transaction(async (tx) => {
    const spent = await spendLoginCodeBudget(tx, email, context.ip, context.holder);
    if ('wait' in spent) return { sent: false, wait: spent.wait } as const;
    return { sent: true, userId: user.id, code: await issueCode(tx, email, context.holder), link: await issueLink(tx, email), eventIds: spent.eventIds } as const;
  });
  if (!issued.sent) throw authErrors.sendRateLimit(issued.wait);
  return issued;
}

/** After the transaction has ended: storing the message (outbox) or talking to SMTP holds no other connection. */
async function deliver(email: string, issued: Issued, returnTo: string | null, context: CallContext): Promise<void> {
  try {
    const locale = recipientLocale(await profileLanguage(issued.userId));
    const link = loginLinkUrl(getEnv().SITE_URL, issued.link, returnTo, locale);
    await sendLoginCodeEmail(email, { code: issued.code, link }, authSettings().codeTtlSeconds, locale);
  } catch (error) {
    // Nothing was delivered: take the code and the spent budget back, so that a retry is not refused.
    await discardCode(getDb(), email, context.holder);
    await discardLink(getDb(), issued.link);
    await forgetEvents(getDb(), issued.eventIds);
    throw error;
  }
}
