import 'server-only';
import { authSettings } from './config';
import { secondsUntilAllowed, type RateRule } from './rate-limit';
import type { Executor } from './users';

/**
 * The budgets a login code spends (auth-contract.md "Product security rules", issue "Production safety"):
 * - per address AND client: the contract's 60 s interval and hourly cap, so a stranger requesting codes for
 *   someone's address spends the stranger's budget, never the owner's;
 * - per address over all clients: a higher ceiling, so many clients together cannot flood one inbox;
 * - per client: an hourly cap over all addresses.
 */
/** The pair budget's bucket; an event in it since the live code was issued means this client asked for that code. */
export const loginCodePairBucket = (email: string, ip: string) => `otp-email-client:${email}|${ip}`;

export function loginCodeRules(email: string, ip: string): RateRule[] {
  const settings = authSettings();
  return [
    { bucket: loginCodePairBucket(email, ip), limit: settings.codesPerHourPerEmail, windowSeconds: 3600, minIntervalSeconds: settings.codeIntervalSeconds },
    { bucket: `otp-email:${email}`, limit: settings.codesPerHourPerEmailAllClients, windowSeconds: 3600 },
    { bucket: `otp-ip:${ip}`, limit: settings.codesPerHourPerIp, windowSeconds: 3600 },
  ];
}

/** Seconds until a code may be sent to this address from this client (0: now), without spending anything. */
export async function loginCodeWait(db: Executor, email: string, ip: string): Promise<number> {
  let wait = 0;
  for (const rule of loginCodeRules(email, ip)) wait = Math.max(wait, await secondsUntilAllowed(db, rule));
  return wait;
}
