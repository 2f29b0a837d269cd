import 'server-only';
import { eq } from 'drizzle-orm';
import type { AvailabilityAskProps } from '@/emails/availability-ask';
import { localePath } from '@/lib/i18n/locales';
import type { Executor } from '@/server/db/client';
import { owners } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { recipientLocale } from '@/server/i18n/translator';
import { listingFacts } from '@/server/listings/listing-facts';
import { enqueueMessage } from '@/server/messages/send';

// The messages of the availability cycle (docs/owners.md "Availability"): the question to the owner and its one
// reminder (same link), queued in the transaction of the step that causes it. What "It's rented" tells visitors
// and hearts is the letting of a home, whoever says so: server/listings/let-home.ts.

const site = () => getEnv().SITE_URL.replace(/\/$/, '');

/** Queues the question (or its reminder) to the owner: e-mail when we have one, WhatsApp only to a proved number. */
export async function queueAvailabilityAsk(db: Executor, input: { askId: string; ownerId: string; listingId: string; token: string; reminder: boolean }): Promise<void> {
  const [owner] = await db.select().from(owners).where(eq(owners.id, input.ownerId));
  const facts = await listingFacts(db, input.listingId);
  if (!owner || !facts) return;
  // In the owner's language, with the link to the page in it (docs/i18n.md "Messages in the recipient's language").
  const locale = recipientLocale(owner.language);
  const data: AvailabilityAskProps = {
    ownerName: owner.name.split(/\s+/)[0] ?? owner.name,
    societyName: facts.societyName,
    home: facts.home,
    rent: facts.rentText,
    link: `${site()}${localePath(locale, `/owner/availability/${input.token}`)}`,
    reminder: input.reminder,
    brandName: getEnv().BRAND_NAME,
    siteUrl: site(),
    locale,
  };
  const step = input.reminder ? 'availability-remind' : 'availability-ask';
  await enqueueMessage(db, 'availability-ask', data, {
    ...(owner.email ? { email: { to: owner.email, key: `${step}-email:${input.askId}` } } : {}),
    ...(owner.phone_verified_at ? { whatsapp: { to: `${owner.country_code}${owner.phone}`, key: `${step}-whatsapp:${input.askId}`, ownerId: owner.id } } : {}),
  });
}
