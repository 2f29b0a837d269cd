// Runs once when the server boots: a bad environment stops it here with a message naming the variable,
// instead of failing on the first request that happens to read it.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { getEnv } = await import('./server/env');
  getEnv();
}
