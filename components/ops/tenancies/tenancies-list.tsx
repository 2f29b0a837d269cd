import { Badge } from '@/components/ui/badge';
import { formatRupees } from '@/lib/amounts';
import { DEPOSIT_STATE_LABELS, dueLine } from '@/lib/tenancies/deposit';
import { progressLine } from '@/lib/tenancies/move-in-steps';
import { TENANCY_STATUS_LABELS } from '@/lib/tenancies/tenancy';
import { formatCalendarDay, indiaToday } from '@/lib/time/india';
import type { DeskTenancy } from '@/server/tenancies/desk';
import { RemindParties } from './remind-parties';
import { DeskReportLinks } from './report-links';
import { TenancyTermsForm } from './tenancy-terms-form';

// The desk's tenancies (server component, the terms form its only client part): each with its home, its parties by
// first name and record name, where the agreement stands, and the agreement opened through its audited route.

type TenancyRow = DeskTenancy;

/** 'Deposit: Return due · due 6 Jan 2027 (4 days late) · ₹12,000 deducted, ₹5,000 disputed'. */
function depositLine(deposit: DeskTenancy['deposit']): string {
  const parts = [`Deposit: ${DEPOSIT_STATE_LABELS[deposit.state]}`];
  if (deposit.returnDueOn) parts.push(`due ${formatCalendarDay(deposit.returnDueOn)}${deposit.state === 'return_due' ? ` (${dueLine(deposit.returnDueOn, indiaToday()).toLowerCase()})` : ''}`);
  if (deposit.deductions) parts.push(`${formatRupees(deposit.deductions)} deducted, ${formatRupees(deposit.disputed)} disputed`);
  return parts.join(' · ');
}

function agreed(at: { confirmedAt: string } | null, who: string): string {
  return `${who}: ${at ? 'agreed' : 'not yet'}`;
}

export function TenanciesList({ tenancies }: { tenancies: TenancyRow[] }) {
  if (tenancies.length === 0) {
    return (
      <p role="status" className="rounded-xl border border-border bg-card p-5 text-sm text-muted-foreground" data-testid="tenancies-empty">
        No tenancies yet. An accepted offer becomes one.
      </p>
    );
  }
  return (
    <ul className="space-y-3" data-testid="desk-tenancies">
      {tenancies.map((tenancy) => (
        <li key={tenancy.id} className="space-y-2 rounded-xl border border-border bg-card p-4" data-testid="desk-tenancy" data-tenancy-id={tenancy.id} id={`tenancy-${tenancy.id}`}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-medium">
              {tenancy.home} · {tenancy.societyName}
            </p>
            <Badge variant={tenancy.status === 'moving_in' ? 'green' : tenancy.status === 'cancelled' ? 'grey' : 'yellow'}>{TENANCY_STATUS_LABELS[tenancy.status]}</Badge>
          </div>
          <p className="text-sm text-muted-foreground">
            Tenant {tenancy.tenantFirstName} · Owner {tenancy.ownerName ?? 'not on record'} · Moving in {formatCalendarDay(tenancy.moveInDate)}
          </p>
          <p className="text-sm" data-testid="desk-tenancy-agreement">
            Agreement version {tenancy.agreement.version}: {agreed(tenancy.agreement.tenant, 'tenant')}, {agreed(tenancy.agreement.owner, 'owner')}
          </p>
          <p className="text-sm" data-testid="desk-tenancy-steps">
            Move-in: {progressLine(tenancy.moveInSteps)}
          </p>
          <p className="text-sm" data-testid="desk-tenancy-deposit">
            {depositLine(tenancy.deposit)}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <a href={`/api/ops/tenancies/${tenancy.id}/agreement`} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center text-sm font-medium underline underline-offset-4">
              Open the agreement
            </a>
            <DeskReportLinks tenancyId={tenancy.id} reports={tenancy.reports} />
            {tenancy.status === 'agreement' ? <TenancyTermsForm tenancyId={tenancy.id} current={tenancy.terms} /> : null}
            {tenancy.status === 'agreement' ? <RemindParties tenancyId={tenancy.id} waiting={{ tenant: !tenancy.agreement.tenant, owner: !tenancy.agreement.owner && tenancy.ownerName !== null }} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
