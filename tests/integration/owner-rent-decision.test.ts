// The owner hears the desk's answer to a rent that waited for it (docs/owners.md "Owner accounts"), on a real
// PostgreSQL: Approve and Refuse each queue one message in the decision's transaction, rendered by the job into the
// e-mail and, to a proved number only, the WhatsApp text, with the rent tenants now see, the home, the desk's
// reason for a refusal and the link to /owner/homes.
import { and, eq } from 'drizzle-orm';
import { POST as rentChangeRoute } from '@/app/api/ops/rent-changes/[changeId]/route';
import { ownerListingEditSchema } from '@/lib/validation/owner-account';
import { getDb } from '@/server/db/client';
import { audit_log, listing_rent_changes, owners } from '@/server/db/schema';
import { getEnv } from '@/server/env';
import { listingFacts } from '@/server/listings/listing-facts';
import { editListingAsOwner } from '@/server/listings/owner-edit';
import { queuedJobs, runDueJobs } from '../helpers/jobs';
import { useTestDatabase } from '../helpers/test-db';
import { allowManySignInsFromOneAddress } from './auth-helpers';
import { outboxTo, useOutboxTransports } from './delivery-fixtures';
import { call, useEmbeddedAuthEnv } from './society-fixtures';
import { signedInStaff, type SignedIn } from './staff-fixtures';
import { dayFromToday, insertRentListing, type ListingFixture } from './tenant-fixtures';

// Outside Next there is no page cache to expire.
jest.mock('next/cache', () => ({ unstable_cache: <T,>(fn: T) => fn, revalidateTag: jest.fn(), revalidatePath: jest.fn() }));

useEmbeddedAuthEnv();
allowManySignInsFromOneAddress();
const database = useTestDatabase();
useOutboxTransports();

let seq = 0;
const freshPhone = () => `95${String(Date.now() % 1e6).padStart(6, '0')}${String((seq += 1)).padStart(2, '0')}`;
let manager: SignedIn;
beforeAll(async () => {
  manager = await signedInStaff('manager');
});

/** A listed home whose owner (with an e-mail; a proved number when asked) asked a rent that waits for the desk. */
async function waitingRent(newRent: number, { proved }: { proved: boolean }) {
  const listing = await insertRentListing();
  const email = `rent.owner.${(seq += 1)}@example.com`;
  const [owner] = await getDb()
    .insert(owners)
    .values({ id: listing.ownerId, name: 'Ravi Kumar', phone: freshPhone(), email, phone_verified_at: proved ? new Date() : null })
    .returning();
  const terms = ownerListingEditSchema.parse({ expected_rent: String(newRent), expected_deposit: '1,50,000', available_from_date: dayFromToday(20), pets_allowed: true, tenant_food_preference: 'veg_only', preferred_tenant: ['Family'] });
  expect((await editListingAsOwner(owner!.id, listing.listingId, terms, null)).rentWaiting).toBe(true);
  const [change] = await getDb().select().from(listing_rent_changes).where(eq(listing_rent_changes.rent_listing_id, listing.listingId));
  return { listing, owner: owner!, changeId: change!.id };
}

const decide = (changeId: string, body: Record<string, unknown>) => call(rentChangeRoute, `/api/ops/rent-changes/${changeId}`, { method: 'POST', cookie: manager.cookie, params: { changeId }, body });
const where = async (listing: ListingFixture) => {
  const facts = (await listingFacts(getDb(), listing.listingId))!;
  return `${facts.home} at ${facts.societyName}`;
};
const link = () => `${getEnv().SITE_URL.replace(/\/$/, '')}/owner/homes`;

test('approved: the owner reads that the new rent is live, by e-mail and on the WhatsApp they proved', async () => {
  const { listing, owner, changeId } = await waitingRent(90000, { proved: true });
  expect((await decide(changeId, { decision: 'approve' })).status).toBe(200);
  // The decision queued the message itself (the request rendered nothing).
  const queued = (await queuedJobs(database.url())).filter((job) => job.task_identifier === 'send-message');
  expect(queued.map((job) => job.payload)).toEqual([expect.objectContaining({ kind: 'owner-rent-decision', data: expect.objectContaining({ outcome: 'approved', rent: '90,000' }) })]);

  await runDueJobs(database.url(), ['send-message', 'deliver-email', 'deliver-whatsapp']);
  const sentence = `Your new rent of ₹90,000 for ${await where(listing)} is live.`;
  const [mail, ...moreMail] = await outboxTo(owner.email!, 'email');
  expect(moreMail).toEqual([]);
  expect(mail!.subject).toMatch(/^Your new rent at .+ is live$/);
  expect(mail!.text).toContain(`Hi Ravi,\n\n${sentence}`);
  expect(mail!.text).toContain(link());
  expect(mail!.html).toContain('See your homes');
  const [whatsApp] = await outboxTo(`+91${owner.phone}`, 'whatsapp');
  expect(whatsApp!.text).toBe(`GHomes: ${sentence} Your homes: ${link()}`);
});

test("refused: the owner reads the rent we kept and the desk's reason; a number never proved gets no WhatsApp", async () => {
  const { listing, owner, changeId } = await waitingRent(20000, { proved: false });
  const reason = 'Homes like this one rent for ₹40,000 to ₹45,000 in this society';
  expect((await decide(changeId, { decision: 'refuse', reason: 'x'.repeat(301) })).status).toBe(422);
  expect((await decide(changeId, { decision: 'refuse', reason: `  ${reason}  ` })).status).toBe(200);
  const [audited] = await getDb().select().from(audit_log).where(and(eq(audit_log.action, 'listing.rent_change_refuse'), eq(audit_log.row_id, listing.listingId)));
  expect(audited!.after).toMatchObject({ expected_rent: 42000, asked: 20000, reason });

  await runDueJobs(database.url(), ['send-message', 'deliver-email', 'deliver-whatsapp']);
  const [mail] = await outboxTo(owner.email!, 'email');
  expect(mail!.subject).toMatch(/^We kept the rent of your home at /);
  expect(mail!.text).toContain(`We kept the rent at ₹42,000 for ${await where(listing)}: ${reason}.`);
  expect(mail!.text).toContain(link());
  expect(await outboxTo(`+91${owner.phone}`, 'whatsapp')).toEqual([]);
});

test('refused without a reason: the plain sentence, once per decision', async () => {
  const { listing, owner, changeId } = await waitingRent(20000, { proved: true });
  expect((await decide(changeId, { decision: 'refuse', reason: '   ' })).status).toBe(200);
  expect((await decide(changeId, { decision: 'refuse' })).status).toBe(404);
  await runDueJobs(database.url(), ['send-message', 'deliver-email', 'deliver-whatsapp']);
  const [whatsApp, ...more] = await outboxTo(`+91${owner.phone}`, 'whatsapp');
  expect(more).toEqual([]);
  expect(whatsApp!.text).toBe(`GHomes: We kept the rent at ₹42,000 for ${await where(listing)}. Your homes: ${link()}`);
  expect(await outboxTo(owner.email!, 'email')).toHaveLength(1);
});
