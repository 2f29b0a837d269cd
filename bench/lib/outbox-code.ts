// The login code of a registration, read from the outbox. A registration's code goes through the job queue
// (server/auth/registration-code.ts), so it is there a moment after the 201, not with it: polled for up to 30 s.
export async function waitForLoginCode(readNewestText: () => Promise<string | undefined>, timeoutMs = 30_000): Promise<string> {
  const started = Date.now();
  for (;;) {
    const token = (await readNewestText())?.match(/^\d{6}$/m)?.[0];
    if (token) return token;
    if (Date.now() - started > timeoutMs) throw new Error('no login code in the outbox');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
