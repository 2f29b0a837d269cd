import Link from 'next/link';
import { DeskPage } from '@/components/ops/desk-page';
import { DESK_SECTIONS, type DeskSection } from '@/lib/ops/desk-sections';
import { roleAtLeast } from '@/lib/ops/roles';
import { requireStaffPage } from '@/server/staff/access';

const PURPOSE: Record<Exclude<DeskSection, 'today'>, string> = {
  visits: 'Who comes to which home today and tomorrow; mark doors unlocked and no-shows.',
  offers: 'Answer tenants’ offers: accept, decline or counter.',
  listings: 'Find a home, change its rent, deposit, availability or status, or add one.',
  owners: 'The owners of the homes we list: contact details on request, name, e-mail and channel.',
  leads: 'Festival leads per campaign, with a CSV download.',
  messages: 'Contact messages and who handled them.',
  queue: 'Background jobs, the ones that failed for good, and a retry.',
  vitals: 'How fast pages load on real visitors’ phones, per page and per day.',
  campaigns: 'Festival campaigns: dates, texts and society.',
  desks: 'Security desk PINs per society.',
  staff: 'Who works on the desk, with which role.',
  audit: 'Every change and every view of a person’s details.',
};

export default async function OpsHomePage() {
  const staff = await requireStaffPage('agent');
  const sections = (Object.keys(PURPOSE) as (keyof typeof PURPOSE)[]).filter((key) => roleAtLeast(staff.role, DESK_SECTIONS[key].role));
  return (
    <DeskPage title={`Hello, ${staff.user.firstName || 'team'}`} description="What needs you today.">
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {sections.map((key) => (
          <li key={key}>
            <Link href={DESK_SECTIONS[key].href} className="block min-h-11 rounded-xl border bg-card p-4 shadow-sm hover:border-primary/50">
              <span className="font-semibold">{DESK_SECTIONS[key].label}</span>
              <span className="mt-1 block text-sm text-muted-foreground">{PURPOSE[key]}</span>
            </Link>
          </li>
        ))}
      </ul>
    </DeskPage>
  );
}
