import { formatRupees } from '@/lib/amounts';
import { stepsLeft } from '@/lib/tenancies/move-in-steps';
import { tenancyJourney } from '@/lib/tenancies/journey';
import { nextStep, TENANCY_STATUS_LABELS } from '@/lib/tenancies/tenancy';
import { formatCalendarDay, indiaDate } from '@/lib/time/india';
import type { TenancyPage } from '@/server/tenancies/pages';
import { AgreementConfirm } from './agreement-confirm';
import { MoveInSteps } from './move-in-steps';
import { ConditionReportSection } from './condition-report';
import { DepositSection } from './deposit';
import { StampDuty } from './stamp-duty';
import { TenancyJourney } from './tenancy-journey';
import { FactRows, type FactRow } from './fact-rows';

// A tenancy for one of its parties (server component): the home, the agreed terms, the agreement with its fingerprint
// and each side's confirmation, and the next step.

type TenancyViewProps = TenancyPage;

const months = (n: number) => `${n} month${n === 1 ? '' : 's'}`;

function Terms({ tenancy }: { tenancy: TenancyViewProps }) {
  const maintenance = tenancy.maintenance.included ? 'Included in the rent' : tenancy.maintenance.amount ? `${formatRupees(tenancy.maintenance.amount)} a month` : 'Not stated';
  const rows: FactRow[] = [
    ['Rent', `${formatRupees(tenancy.rent)} a month`],
    ['Deposit', formatRupees(tenancy.deposit)],
    ['Maintenance', maintenance],
    ['Moving in', formatCalendarDay(tenancy.moveInDate)],
    ['Term', months(tenancy.termMonths)],
    ['Lock-in', months(tenancy.lockInMonths)],
    ['Notice', months(tenancy.noticeMonths)],
    ['Yearly increase', `${tenancy.yearlyIncreasePercent}%`],
    ['Deposit back', `Within ${tenancy.depositReturnDays} days of handing back the keys`],
  ];
  return <FactRows rows={rows} columns="grid-cols-2" testId="tenancy-terms" />;
}

function Confirmation({ who, at }: { who: string; at: string | null }) {
  return (
    <li className="flex justify-between gap-2">
      <span>{who}</span>
      <span className={at ? 'font-medium text-green-800' : 'text-muted-foreground'}>{at ? `Agreed ${formatCalendarDay(indiaDate(new Date(at)))}` : 'Not yet'}</span>
    </li>
  );
}

function journeyOf(tenancy: TenancyViewProps) {
  const { status, party: viewer, agreement, reports, depositProgress: deposit } = tenancy;
  return tenancyJourney({ status, viewer, agreement, moveInStepsLeft: stepsLeft(tenancy.moveInSteps.progress), reports, deposit });
}

export function TenancyView({ tenancy, sha256 }: { tenancy: TenancyViewProps; sha256: string }) {
  const agreement = tenancy.agreement;
  const mine = agreement[tenancy.party];
  return (
    <div className="space-y-5" data-testid="tenancy">
      <div>
        <p className="text-sm text-muted-foreground">{tenancy.societyName}</p>
        <h2 className="text-lg font-semibold">{tenancy.home}</h2>
        <p className="text-sm" data-testid="tenancy-status">
          {TENANCY_STATUS_LABELS[tenancy.status]}
        </p>
      </div>
      <p role="status" className="rounded-lg border border-border bg-muted/40 p-3 text-sm" data-testid="tenancy-next">
        {nextStep(tenancy.status, agreement, tenancy.party, stepsLeft(tenancy.moveInSteps.progress))}
      </p>
      <TenancyJourney steps={journeyOf(tenancy)} />
      <section className="space-y-3 rounded-xl border border-border bg-card p-4" aria-labelledby="terms-heading">
        <h2 id="terms-heading" className="font-semibold">
          What you agreed
        </h2>
        <Terms tenancy={tenancy} />
      </section>
      <section className="space-y-3 rounded-xl border border-border bg-card p-4" aria-labelledby="agreement-heading">
        <h2 id="agreement-heading" className="font-semibold">
          Rent agreement, version {agreement.version}
        </h2>
        <a href={`/api/tenancies/${tenancy.id}/agreement`} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4" data-testid="agreement-pdf-link">
          Read the agreement (PDF)
        </a>
        <p className="break-all text-xs text-muted-foreground" data-testid="agreement-fingerprint">
          Fingerprint (SHA-256): {sha256}
        </p>
        <ul className="space-y-1 text-sm" data-testid="agreement-confirmations">
          <Confirmation who="The tenant" at={agreement.tenant?.confirmedAt ?? null} />
          <Confirmation who="The owner" at={agreement.owner?.confirmedAt ?? null} />
        </ul>
        {tenancy.status === 'agreement' && !mine ? <AgreementConfirm tenancyId={tenancy.id} sha256={sha256} /> : null}
      </section>
      {tenancy.status !== 'cancelled' ? <StampDuty terms={tenancy} /> : null}
      <MoveInSteps tenancyId={tenancy.id} status={tenancy.status} checklist={tenancy.moveInSteps} />
      <ConditionReportSection tenancyId={tenancy.id} party={tenancy.party} status={tenancy.status} />
      <DepositSection tenancyId={tenancy.id} party={tenancy.party} status={tenancy.status} />
    </div>
  );
}
