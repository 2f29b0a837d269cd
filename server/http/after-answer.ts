import 'server-only';
import { after } from 'next/server';

/**
 * Runs `task` once the request's answer has gone (Next's `after`), so that how long the task takes is no part of the
 * answer: a request that must answer the same whether or not it had something to send (an owner's code by e-mail)
 * is then as quick either way. Outside a request (tests, scripts) there is no answer to wait for, and `after`
 * refuses: the task runs before this returns. The task handles its own failure; nobody is left to hear it.
 */
export async function afterAnswer(task: () => Promise<void>): Promise<void> {
  try {
    after(task);
    return;
  } catch {
    // Not inside a request: fall through.
  }
  await task();
}
