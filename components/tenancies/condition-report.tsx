'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/client';
import { REPORT_KIND_LABELS, REPORT_KIND_SLUGS, reportStateLine, type ReportKind, type ReportStateSummary } from '@/lib/tenancies/condition-report';
import type { AgreementParty, TenancyStatus } from '@/lib/tenancies/tenancy';
import { formatCalendarDay } from '@/lib/time/india';
import type { TenancyReportsAnswer } from '@/lib/validation/condition-reports';
import { conditionReportApi, reportPdfUrl } from './condition-report-api';

// The tenancy page's 'Move-in condition' card (and, once started, 'Move-out condition'): where each report stands and
// the link to its page. Loaded in the browser so the tenancy page reads nothing more for it.

interface Props {
  tenancyId: string;
  party: AgreementParty;
  status: TenancyStatus;
}

const reportHref = (tenancyId: string, kind: ReportKind) => `/tenancy/${tenancyId}/report/${REPORT_KIND_SLUGS[kind]}`;

function ReportCard({ tenancyId, kind, party, state, fillBy, children }: { tenancyId: string; kind: ReportKind; party: AgreementParty; state: ReportStateSummary; fillBy: string | null; children?: React.ReactNode }) {
  const headingId = `report-${kind}-heading`;
  return (
    <section className="space-y-2 rounded-xl border border-border bg-card p-4" aria-labelledby={headingId} data-testid={`report-card-${kind}`}>
      <h2 id={headingId} className="font-semibold">
        {REPORT_KIND_LABELS[kind]}
      </h2>
      {kind === 'move_in' && fillBy && state.status !== 'locked' ? (
        <p className="text-sm font-medium" data-testid="report-fill-by">
          Fill it by {formatCalendarDay(fillBy)}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground" data-testid={`report-state-${kind}`}>
        {reportStateLine(state, party, kind, fillBy ? formatCalendarDay(fillBy) : null)}
      </p>
      {children}
      <div className="flex flex-wrap gap-x-4">
        {state.status !== 'none' || kind === 'move_in' ? (
          <Link href={reportHref(tenancyId, kind)} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4" data-testid={`report-link-${kind}`}>
            {state.status === 'locked' ? 'See the report' : party === 'tenant' && state.status !== 'sent' ? 'Fill in the report' : 'Open the report'}
          </Link>
        ) : null}
        {state.status === 'locked' ? (
          <a href={reportPdfUrl(tenancyId, kind)} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4">
            Download the PDF
          </a>
        ) : null}
      </div>
    </section>
  );
}

function StartMoveOut({ tenancyId }: { tenancyId: string }) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function start() {
    setBusy(true);
    setError(null);
    try {
      await conditionReportApi.start(tenancyId, 'move_out');
      router.push(reportHref(tenancyId, 'move_out'));
    } catch (cause) {
      setError(apiErrorMessage(cause));
      setBusy(false);
    }
  }
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="button" variant="outline" className="min-h-11 w-full" disabled={busy} onClick={() => void start()} data-testid="report-start-move-out">
        {busy ? 'Starting…' : 'Start the move-out report'}
      </Button>
    </>
  );
}

export function ConditionReportSection({ tenancyId, party, status }: Props) {
  const [states, setStates] = useState<TenancyReportsAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (status !== 'moving_in') return;
    conditionReportApi.states(tenancyId).then(setStates, (cause: unknown) => setError(apiErrorMessage(cause, 'The condition reports could not be loaded. Please try again.')));
  }, [tenancyId, status]);

  if (status === 'cancelled') return null;
  if (status !== 'moving_in') {
    return (
      <section className="space-y-2 rounded-xl border border-border bg-card p-4" aria-labelledby="report-move_in-heading" data-testid="report-card-move_in">
        <h2 id="report-move_in-heading" className="font-semibold">
          Move-in condition
        </h2>
        <p className="text-sm text-muted-foreground">The condition report opens once you both agree to the rent agreement.</p>
      </section>
    );
  }
  if (error) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {error}
      </p>
    );
  }
  if (!states) return <div className="h-28 animate-pulse rounded-xl bg-muted" aria-hidden="true" />;
  return (
    <>
      <ReportCard tenancyId={tenancyId} kind="move_in" party={party} state={states.moveIn} fillBy={states.moveIn.fillBy} />
      {/* The move-out card once the move-in report is settled (or the move-out one was started): at move-in it would only distract. */}
      {states.moveIn.status === 'locked' || states.moveOut.status !== 'none' ? (
        <ReportCard tenancyId={tenancyId} kind="move_out" party={party} state={states.moveOut} fillBy={null}>
          {states.moveOut.status === 'none' ? <StartMoveOut tenancyId={tenancyId} /> : null}
        </ReportCard>
      ) : null}
    </>
  );
}
