import { DeskPage } from '@/components/ops/desk-page';
import { StaffForm } from '@/components/ops/staff/staff-form';
import { StaffRowActions } from '@/components/ops/staff/staff-row-actions';
import { Badge } from '@/components/ui/badge';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { STAFF_ROLE_LABELS } from '@/lib/ops/roles';
import { formatIndiaDate } from '@/lib/time/india';
import { requireStaffPage } from '@/server/staff/access';
import { listStaff } from '@/server/staff/service';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Staff · Operations desk' };

const ROLE_BADGE = { agent: 'grey', manager: 'blue', admin: 'accent' } as const;

export default async function StaffPage() {
  const staff = await requireStaffPage(DESK_SECTIONS.staff.role);
  const members = await listStaff();
  return (
    <DeskPage title="Staff" description="Who works on the desk, with which role. Every change is in the audit log.">
      <section aria-labelledby="add-staff" className="rounded-xl border bg-card p-4 shadow-sm">
        <h2 id="add-staff" className="mb-3 text-lg font-semibold">
          Add a staff member
        </h2>
        <StaffForm />
      </section>
      <section aria-labelledby="team" className="space-y-3">
        <h2 id="team" className="text-lg font-semibold">
          The team ({members.length})
        </h2>
        <ul className="space-y-3" aria-label="Staff members">
          {members.map((member) => (
            <li key={member.userId} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm md:flex-row md:items-center md:justify-between">
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{member.name || member.email}</span>
                  <Badge variant={ROLE_BADGE[member.role]}>{STAFF_ROLE_LABELS[member.role]}</Badge>
                  {member.userId === staff.user.id ? <span className="text-xs text-muted-foreground">(you)</span> : null}
                </p>
                <p className="break-all text-sm text-muted-foreground">{member.email}</p>
                {member.role === 'agent' ? (
                  <p className="text-sm">{member.societies.length ? member.societies.map((society) => society.name).join(', ') : 'No society yet: sees no visits'}</p>
                ) : null}
                <p className="text-xs text-muted-foreground">Since {formatIndiaDate(member.grantedAt)}</p>
              </div>
              <StaffRowActions member={{ userId: member.userId, email: member.email, role: member.role, societies: member.societies }} />
            </li>
          ))}
        </ul>
      </section>
    </DeskPage>
  );
}
