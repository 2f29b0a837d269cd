import 'server-only';
import { getDb } from '@/server/db/client';
import { brochure_downloads } from '@/server/db/schema';

const FOREIGN_KEY_VIOLATION = '23503';

/** Spec 7: every brochure download records {user_id, society_id}. False when the society does not exist. */
export async function recordBrochureDownload(userId: string, societyId: string): Promise<boolean> {
  try {
    await getDb().insert(brochure_downloads).values({ user_id: userId, society_id: societyId });
    return true;
  } catch (error) {
    const pg = ((error as { cause?: unknown }).cause ?? error) as { code?: string; constraint?: string };
    if (pg.code === FOREIGN_KEY_VIOLATION && pg.constraint?.includes('society')) return false;
    throw error;
  }
}
