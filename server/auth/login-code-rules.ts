import 'server-only';
import { isKnownDevice } from './codes';
import { authSettings } from './config';
import { lockBuckets, recordEvents, secondsUntilAllowed, type RateRule } from './rate-limit';
import type { Executor } from '@/server/db/client';

/**
 * The budgets a login code spends (auth-contract.md "Product security rules", docs/auth.md "Rate limits"):
 * - per address AND holder (the device that asks, server/auth/holder.ts): the contract's 60 s interval and hourly
 *   cap, so a stranger requesting codes for someone's address spends the stranger's budget, never the owner's;
 * - per address over all holders: a ceiling, so many clients together cannot flood one inbox;
 * - per client address: an hourly cap over all addresses.
 * A device that signed in to the address before is held by its own pair budget only: strangers filling the
 * address's or the network's ceiling never keep the owner's own phone or laptop from getting a code. Its codes
 * still count towards the ceilings.
 */
export interface LoginCodeBudget {
  /** The rules that must allow the send. */
  check: RateRule[];
  /** Every bucket the send spends. */
  spend: string[];
}

export function loginCodeRules(email: string, ip: string, holder: string, knownDevice: boolean): LoginCodeBudget {
  const settings = authSettings();
  const rules: RateRule[] = [
    { bucket: `otp-email-holder:${email}|${holder}`, limit: settings.codesPerHourPerEmail, windowSeconds: 3600, minIntervalSeconds: settings.codeIntervalSeconds },
    { bucket: `otp-email:${email}`, limit: settings.codesPerHourPerEmailAllClients, windowSeconds: 3600 },
    { bucket: `otp-ip:${ip}`, limit: settings.codesPerHourPerIp, windowSeconds: 3600 },
  ];
  return { check: knownDevice ? rules.slice(0, 1) : rules, spend: rules.map((rule) => rule.bucket) };
}

export async function loginCodeBudget(db: Executor, email: string, ip: string, holder: string): Promise<LoginCodeBudget> {
  return loginCodeRules(email, ip, holder, await isKnownDevice(db, email, holder));
}

/** Seconds until a code may be sent to this address for this holder (0: now), without spending anything. */
export async function loginCodeWait(db: Executor, email: string, ip: string, holder: string): Promise<number> {
  let wait = 0;
  for (const rule of (await loginCodeBudget(db, email, ip, holder)).check) wait = Math.max(wait, await secondsUntilAllowed(db, rule));
  return wait;
}

/**
 * Checks and spends the budget of one login code inside `tx`, under a lock on its buckets (two instances cannot
 * both pass): the seconds to wait when it is refused, else the events it recorded (taken back if nothing is sent).
 */
export async function spendLoginCodeBudget(tx: Executor, email: string, ip: string, holder: string): Promise<{ wait: number } | { eventIds: string[] }> {
  const budget = await loginCodeBudget(tx, email, ip, holder);
  await lockBuckets(tx, budget.spend);
  let wait = 0;
  for (const rule of budget.check) wait = Math.max(wait, await secondsUntilAllowed(tx, rule));
  if (wait > 0) return { wait };
  return { eventIds: await recordEvents(tx, budget.spend) };
}
