import 'server-only';
import { and, eq, lt } from 'drizzle-orm';
import { getDb } from '@/server/db/client';
import { gate_desk_locks } from '@/server/db/schema';
import { findDeskSociety, readDeskSession, type DeskSociety } from './gate-desk';

// 'Lock desk': a guard ending the shift (or leaving the tablet) ends this device's desk session on the server,
// not only in the browser, so a copied cookie stops checking codes too. The session's id is kept until the
// cookie would have expired anyway; the page and the check route ask isDeskOpen, which reads that list.

/** The cookie opens this society's desk: a live signed session under the current PIN that was not locked. */
export async function isDeskOpen(society: DeskSociety, cookie: string | undefined, now = new Date()): Promise<boolean> {
  const session = readDeskSession(society, cookie, now);
  if (!session) return false;
  const [locked] = await getDb().select({ id: gate_desk_locks.session_id }).from(gate_desk_locks).where(eq(gate_desk_locks.session_id, session.id)).limit(1);
  return !locked;
}

/** Ends the cookie's desk session of this society (nothing to do for a cookie that opens nothing). */
export async function lockDesk(societyId: string, cookie: string | undefined, now = new Date()): Promise<void> {
  const society = await findDeskSociety(societyId);
  const session = society ? readDeskSession(society, cookie, now) : null;
  if (!session) return;
  await getDb().transaction(async (tx) => {
    await tx.insert(gate_desk_locks).values({ session_id: session.id, society_id: societyId, expires_at: session.expires }).onConflictDoNothing();
    // Locks of sessions that expired since are no longer needed: the cookie itself is refused now.
    await tx.delete(gate_desk_locks).where(and(eq(gate_desk_locks.society_id, societyId), lt(gate_desk_locks.expires_at, now)));
  });
}
