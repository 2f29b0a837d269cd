'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/client';
import { calendarDayIn } from '@/lib/tenant/calendar-day';
import { REPORT_KIND_SLUGS, reportStateLine, type ReportKind, type ReportStateSay, type ReportStateSummary } from '@/lib/tenancies/condition-report';
import type { AgreementParty, TenancyStatus } from '@/lib/tenancies/tenancy';
import type { TenancyReportsAnswer } from '@/lib/validation/condition-reports';
import { conditionReportApi, reportPdfUrl } from './condition-report-api';
import { tenancyErrorText, tenancyServerText } from './tenancy-texts';

// The tenancy page's 'Move-in condition' card (and, once started, 'Move-out condition'): where each report stands and
// the link to its page. Loaded in the browser so the tenancy page reads nothing more for it.

interface Props {
  tenancyId: string;
  party: AgreementParty;
  status: TenancyStatus;
}

const reportPath = (tenancyId: string, kind: ReportKind) => `/tenancy/${tenancyId}/report/${REPORT_KIND_SLUGS[kind]}`;

function ReportCard({ tenancyId, kind, party, state, fillBy, children }: { tenancyId: string; kind: ReportKind; party: AgreementParty; state: ReportStateSummary; fillBy: string | null; children?: React.ReactNode }) {
  const headingId = `report-${kind}-heading`;
  const t = useCopy('tenancy');
  const { locale, href } = useLocalePath();
  const say: ReportStateSay = (word, values) => t(`reportCard.${word}`, values);
  const day = fillBy ? calendarDayIn(locale, fillBy) : null;
  return (
    <section className="space-y-2 rounded-xl border border-border bg-card p-4" aria-labelledby={headingId} data-testid={`report-card-${kind}`}>
      <h2 id={headingId} className="font-semibold">
        {t(kind === 'move_in' ? 'reportPage.moveIn' : 'reportPage.moveOut')}
      </h2>
      {kind === 'move_in' && day && state.status !== 'locked' ? (
        <p className="text-sm font-medium" data-testid="report-fill-by">
          {t('reportCard.fillItBy', { date: day })}
        </p>
      ) : null}
      <p className="text-sm text-muted-foreground" data-testid={`report-state-${kind}`}>
        {reportStateLine(state, party, kind, day, say)}
      </p>
      {children}
      <div className="flex flex-wrap gap-x-4">
        {state.status !== 'none' || kind === 'move_in' ? (
          <Link href={href(reportPath(tenancyId, kind))} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4" data-testid={`report-link-${kind}`}>
            {state.status === 'locked' ? t('reportCard.see') : party === 'tenant' && state.status !== 'sent' ? t('reportCard.fillIn') : t('reportCard.open')}
          </Link>
        ) : null}
        {state.status === 'locked' ? (
          <a href={reportPdfUrl(tenancyId, kind)} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4">
            {t('reportCard.pdf')}
          </a>
        ) : null}
      </div>
    </section>
  );
}

function StartMoveOut({ tenancyId }: { tenancyId: string }) {
  const router = useRouter();
  const t = useCopy('tenancy');
  const { href } = useLocalePath();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function start() {
    setBusy(true);
    setError(null);
    try {
      await conditionReportApi.start(tenancyId, 'move_out');
      router.push(href(reportPath(tenancyId, 'move_out')));
    } catch (cause) {
      setError(tenancyErrorText(cause, t));
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
        {busy ? t('reportCard.starting') : t('reportCard.startMoveOut')}
      </Button>
    </>
  );
}

export function ConditionReportSection({ tenancyId, party, status }: Props) {
  const [states, setStates] = useState<TenancyReportsAnswer | null>(null);
  // The server's reason as it came ('' for none), worded when shown.
  const [error, setError] = useState<string | null>(null);
  const t = useCopy('tenancy');
  useEffect(() => {
    if (status !== 'moving_in') return;
    conditionReportApi.states(tenancyId).then(setStates, (cause: unknown) => setError(apiErrorMessage(cause, '')));
  }, [tenancyId, status]);

  if (status === 'cancelled') return null;
  if (status !== 'moving_in') {
    return (
      <section className="space-y-2 rounded-xl border border-border bg-card p-4" aria-labelledby="report-move_in-heading" data-testid="report-card-move_in">
        <h2 id="report-move_in-heading" className="font-semibold">
          {t('reportPage.moveIn')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('reportPage.notOpen')}</p>
      </section>
    );
  }
  if (error !== null) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {error ? tenancyServerText(error, t) : t('reportCard.loadFailed')}
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
