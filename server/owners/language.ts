import 'server-only';
import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Locale } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { owners } from '@/server/db/schema';

// The language an owner reads their messages in (owners.language, docs/i18n.md "Messages in the recipient's
// language"): the language of the page they last answered on, when that page said one. Their offer, availability
// and tenancy messages are queued in it from then on.

/**
 * Keeps the language an owner answered in. Nothing changes without one, when it is the one kept, or for English
 * while none is kept (NULL already reads as English, and stays "never chosen").
 */
export async function rememberOwnerLanguage(ownerId: string, language: Locale | undefined, db: Executor = getDb()): Promise<void> {
  if (!language) return;
  const differs = language === 'en' ? ne(owners.language, language) : or(isNull(owners.language), ne(owners.language, language));
  await db.update(owners).set({ language, updated_at: new Date() }).where(and(eq(owners.id, ownerId), differs));
}
