import Link from 'next/link';
import { DeskPage } from '@/components/ops/desk-page';
import { TodayFigures, type TodayLinks } from '@/components/ops/today/today-figures';
import { BROKER_REPORTS_HREF } from '@/lib/ops/broker-reports';
import { DESK_SECTIONS, type DeskSection } from '@/lib/ops/desk-sections';
import { roleAtLeast } from '@/lib/ops/roles';
import { getEnv } from '@/server/env';
import { requireStaffPage } from '@/server/staff/access';
import { deskToday } from '@/server/staff/today';

export const metadata = { title: 'Today · Operations desk' };

const PURPOSE: Record<Exclude<DeskSection, 'today'>, string> = {
  visits: 'Who comes to which home today and tomorrow; mark doors unlocked and no-shows.',
  offers: 'Answer tenants’ offers: accept, decline or counter.',
  listings: 'Find a home, change its rent, deposit, availability or status, or add one; settle tenants’ broker reports.',
  owners: 'The owners of the homes we list: contact details on request, name, e-mail and channel.',
  tenancies: 'Accepted offers on their way to the keys: where each agreement stands, its terms and the PDF.',
  newHomes: 'Homes owners added themselves: check the ownership document and photos, then approve, ask for more or refuse.',
  leads: 'Festival leads per campaign, with a CSV download.',
  messages: 'Contact messages and who handled them.',
  queue: 'Background jobs, the ones that failed for good, and a retry.',
  vitals: 'How fast pages load on real visitors’ phones, per page and per day.',
  campaigns: 'Festival campaigns: dates, texts and society.',
  desks: 'Security desk PINs per society.',
  staff: 'Who works on the desk, with which role.',
  audit: 'Every change and every view of a person’s details.',
};

/** Each figure opens its list filtered to what it counts, the oldest first where age matters. */
const LINKS: TodayLinks = {
  offers: `${DESK_SECTIONS.offers.href}?status=Pending&sort=age&dir=desc`,
  messages: `${DESK_SECTIONS.messages.href}?state=open&sort=received&dir=asc`,
  unconfirmed: `${DESK_SECTIONS.listings.href}?status=Unconfirmed`,
  withoutOwner: `${DESK_SECTIONS.listings.href}?status=Active&owner=missing`,
  rentChanges: `${DESK_SECTIONS.owners.href}?waiting=rent`,
  newHomes: DESK_SECTIONS.newHomes.href,
  brokerReports: BROKER_REPORTS_HREF,
  queue: DESK_SECTIONS.queue.href,
  tenancy: (tenancyId) => `${DESK_SECTIONS.tenancies.href}#tenancy-${tenancyId}`,
  visits: (date, societyId) => `${DESK_SECTIONS.visits.href}?${new URLSearchParams({ date, society: societyId })}`,
};

export default async function OpsHomePage() {
  const staff = await requireStaffPage('agent');
  const today = await deskToday(staff);
  const env = getEnv();
  const sections = (Object.keys(PURPOSE) as (keyof typeof PURPOSE)[]).filter((key) => roleAtLeast(staff.role, DESK_SECTIONS[key].role));
  return (
    <DeskPage title={`Hello, ${staff.user.firstName || 'team'}`} description="What needs you today.">
      <TodayFigures today={today} links={LINKS} sla={{ offerHours: env.DESK_OFFER_SLA_HOURS, messageHours: env.DESK_MESSAGE_SLA_HOURS }} now={Date.now()} />
      <section aria-labelledby="sections-heading" className="space-y-3">
        <h2 id="sections-heading" className="text-lg font-semibold">
          Every section
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-3">
          {sections.map((key) => (
            <li key={key}>
              <Link href={DESK_SECTIONS[key].href} className="block min-h-11 rounded-xl border bg-card px-4 py-3 hover:border-primary/50">
                <span className="font-semibold">{DESK_SECTIONS[key].label}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{PURPOSE[key]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </DeskPage>
  );
}
