// Not 'server-only': instrumentation.ts imports it for the boot log's warning.
import { getEnv, mailUsesOutbox, whatsappUsesOutbox, type Env } from '@/server/env';

// Who may read the outbox page. It lists every login code, so in a production build it would hand anyone an
// account (send a code to a stranger, read it, verify it): there it exists only when an operator opts in with
// DEV_OUTBOX=on (the e2e tests and benchmarks do), and the boot log says so.

export function outboxPageEnabled(env: Env = getEnv()): boolean {
  const outboxActive = mailUsesOutbox(env) || whatsappUsesOutbox(env);
  return outboxActive && (env.NODE_ENV !== 'production' || env.DEV_OUTBOX === 'on');
}

export function outboxBootWarning(env: Env = getEnv()): string | undefined {
  if (env.NODE_ENV === 'production' && outboxPageEnabled(env)) {
    return '[outbox] DEV_OUTBOX=on in a production build: /dev/outbox shows every login code to anyone who can reach this server. Never set it on a public deployment.';
  }
  return undefined;
}
