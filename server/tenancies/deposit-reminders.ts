import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { messageDay, messageRupees } from '@/emails/owner-copy';
import { localePath } from '@/lib/i18n/locales';
import { homeTitle, homeWithUnit } from '@/lib/listings/display';
import { formatRupees } from '@/lib/amounts';
import { daysUntil, REMINDER_DAYS_BEFORE, type DepositReminder } from '@/lib/tenancies/deposit';
import { addCalendarDays, indiaToday } from '@/lib/time/india';
import type { Executor } from '@/server/db/client';
import { getDb } from '@/server/db/client';
import { rentBedroomJoin } from '@/server/db/home-query';
import { bedroom_configurations, deposit_reminders, gated_societies, owners, properties, property_rent_listings, tenancies, tenancy_deposits } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { recipientLocale } from '@/server/i18n/translator';
import { enqueueMessage } from '@/server/messages/send';

// The owner's reminders of a deposit's return (docs/move-in.md "The deposit", docs/jobs.md `deposit-reminders`):
// while the keys are confirmed back and no return is recorded, one 3 days before the due day and one on it (or on the
// first run after it, when a run was missed). The reminder log's row is inserted in the transaction that queues the
// message, on its primary key, so each reminder goes once however often the job runs.

interface Due {
  tenancyId: string;
  dueOn: string;
  kind: DepositReminder;
}

/** The reminder a deposit due on `dueOn` has on `today`: none more than 3 days ahead. */
export function reminderFor(dueOn: string, today: string): DepositReminder | null {
  const days = daysUntil(dueOn, today);
  if (days <= 0) return 'due';
  return days <= REMINDER_DAYS_BEFORE ? 'before_due' : null;
}

async function dueDeposits(today: string): Promise<Due[]> {
  const rows = await getDb()
    .select({ tenancyId: tenancy_deposits.tenancy_id, dueOn: tenancy_deposits.return_due_on })
    .from(tenancy_deposits)
    .innerJoin(tenancies, eq(tenancies.id, tenancy_deposits.tenancy_id))
    .where(
      sql`${tenancy_deposits.returned_on} is null and ${tenancy_deposits.keys_confirmed_at} is not null and ${tenancy_deposits.return_due_on} <= ${addCalendarDays(today, REMINDER_DAYS_BEFORE)}::date
          and ${tenancies.status} = 'moving_in' and ${tenancies.owner_id} is not null`,
    );
  return rows.flatMap((row) => {
    const kind = row.dueOn ? reminderFor(row.dueOn, today) : null;
    return kind && row.dueOn ? [{ tenancyId: row.tenancyId, dueOn: row.dueOn, kind }] : [];
  });
}

async function tellOwner(tx: Executor, due: Due): Promise<void> {
  const [row] = await tx
    .select({ deposit: tenancy_deposits, societyName: gated_societies.name, unit: properties.house_number, bedrooms: bedroom_configurations.name, furnishing: properties.furnishing, owner: owners })
    .from(tenancy_deposits)
    .innerJoin(tenancies, eq(tenancies.id, tenancy_deposits.tenancy_id))
    .innerJoin(properties, eq(properties.id, tenancies.property_id))
    .innerJoin(property_rent_listings, eq(property_rent_listings.id, tenancies.rent_listing_id))
    .innerJoin(gated_societies, eq(gated_societies.id, tenancies.society_id))
    .innerJoin(owners, eq(owners.id, tenancies.owner_id))
    .leftJoin(bedroom_configurations, rentBedroomJoin)
    .where(eq(tenancy_deposits.tenancy_id, due.tenancyId));
  if (!row) return;
  const { BRAND_NAME, SITE_URL } = getEnv();
  const site = SITE_URL.replace(/\/$/, '');
  const { rows } = await tx.execute<{ total: number }>(sql`select coalesce(sum(amount), 0)::int as total from deposit_deductions where tenancy_id = ${due.tenancyId}`);
  // In the owner's language, its day and amounts too (docs/i18n.md "Messages in the recipient's language").
  const locale = recipientLocale(row.owner.language);
  const rupees = (amount: number) => messageRupees(locale, formatRupees(amount).slice(1));
  const data = {
    firstName: row.owner.name.split(' ')[0]!,
    event: due.kind,
    home: homeWithUnit(homeTitle(row.bedrooms, row.furnishing), row.unit),
    societyName: row.societyName,
    dueOn: messageDay(locale, due.dueOn),
    amount: rupees(row.deposit.amount),
    deductions: rupees(rows[0]?.total ?? 0),
    link: `${site}${localePath(locale, `/tenancy/${due.tenancyId}`)}`,
    brandName: BRAND_NAME,
    siteUrl: site,
    locale,
  };
  const key = `deposit-reminder:${due.tenancyId}:${due.kind}:${due.dueOn}`;
  await enqueueMessage(tx, 'deposit-reminder', data, {
    ...(row.owner.email ? { email: { to: row.owner.email, key: `${key}:email` } } : {}),
    ...(row.owner.phone_verified_at ? { whatsapp: { to: `${row.owner.country_code}${row.owner.phone}`, key: `${key}:whatsapp`, ownerId: row.owner.id } } : {}),
  });
}

/** The periodic job: each reminder due today, logged and queued in one transaction; how many were queued. */
export async function sendDepositReminders(now = new Date()): Promise<number> {
  let sent = 0;
  for (const due of await dueDeposits(indiaToday(now))) {
    const queued = await getDb().transaction(async (tx) => {
      const [logged] = await tx.insert(deposit_reminders).values({ tenancy_id: due.tenancyId, kind: due.kind, due_on: due.dueOn, sent_at: now }).onConflictDoNothing().returning();
      if (!logged) return false;
      await tellOwner(tx, due);
      return true;
    });
    if (queued) sent += 1;
  }
  return sent;
}
