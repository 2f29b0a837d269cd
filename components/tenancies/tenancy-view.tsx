import { useLocale, useTranslations } from 'next-intl';
import { formatRupees } from '@/lib/amounts';
import type { Locale } from '@/lib/i18n/locales';
import { calendarDayIn } from '@/lib/tenant/calendar-day';
import { stepsLeft } from '@/lib/tenancies/move-in-steps';
import { tenancyJourney, type JourneySay } from '@/lib/tenancies/journey';
import { nextStep, TENANCY_STATUS_KEYS, type NextStepSay } from '@/lib/tenancies/tenancy';
import { indiaDate } from '@/lib/time/india';
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

type T = ReturnType<typeof useTranslations<'tenancy'>>;

function Terms({ tenancy }: { tenancy: TenancyViewProps }) {
  const t = useTranslations('tenancy');
  const locale = useLocale() as Locale;
  const months = (count: number) => t(count === 1 ? 'view.monthOne' : 'view.monthOther', { count });
  const perMonth = (amount: number) => t('view.perMonth', { amount: formatRupees(amount) });
  const maintenance = tenancy.maintenance.included ? t('view.includedInRent') : tenancy.maintenance.amount ? perMonth(tenancy.maintenance.amount) : t('view.notStated');
  const rows: FactRow[] = [
    [t('view.rent'), perMonth(tenancy.rent)],
    [t('view.deposit'), formatRupees(tenancy.deposit)],
    [t('view.maintenance'), maintenance],
    [t('view.movingIn'), calendarDayIn(locale, tenancy.moveInDate)],
    [t('view.term'), months(tenancy.termMonths)],
    [t('view.lockIn'), months(tenancy.lockInMonths)],
    [t('view.notice'), months(tenancy.noticeMonths)],
    [t('view.yearlyIncrease'), t('view.percent', { percent: tenancy.yearlyIncreasePercent })],
    [t('view.depositBack'), t('view.depositBackWithin', { days: tenancy.depositReturnDays })],
  ];
  return <FactRows rows={rows} columns="grid-cols-2" testId="tenancy-terms" />;
}

function Confirmation({ who, at }: { who: string; at: string | null }) {
  const t = useTranslations('tenancy');
  const locale = useLocale() as Locale;
  return (
    <li className="flex justify-between gap-2">
      <span>{who}</span>
      <span className={at ? 'font-medium text-green-800' : 'text-muted-foreground'}>{at ? t('view.agreedOn', { date: calendarDayIn(locale, indiaDate(new Date(at))) }) : t('view.notYet')}</span>
    </li>
  );
}

function journeyOf(tenancy: TenancyViewProps, t: T) {
  const { status, party: viewer, agreement, reports, depositProgress: deposit } = tenancy;
  const say: JourneySay = (word, values) => t(`journey.${word}`, values);
  return tenancyJourney({ status, viewer, agreement, moveInStepsLeft: stepsLeft(tenancy.moveInSteps.progress), reports, deposit }, say);
}

export function TenancyView({ tenancy, sha256 }: { tenancy: TenancyViewProps; sha256: string }) {
  const t = useTranslations('tenancy');
  const agreement = tenancy.agreement;
  const mine = agreement[tenancy.party];
  const sayNext: NextStepSay = (word, values) => t(`nextStep.${word}`, values);
  return (
    <div className="space-y-5" data-testid="tenancy">
      <div>
        <p className="text-sm text-muted-foreground">{tenancy.societyName}</p>
        <h2 className="text-lg font-semibold">{tenancy.home}</h2>
        <p className="text-sm" data-testid="tenancy-status">
          {t(`status.${TENANCY_STATUS_KEYS[tenancy.status]}`)}
        </p>
      </div>
      <p role="status" className="rounded-lg border border-border bg-muted/40 p-3 text-sm" data-testid="tenancy-next">
        {nextStep(tenancy.status, agreement, tenancy.party, stepsLeft(tenancy.moveInSteps.progress), sayNext)}
      </p>
      <TenancyJourney steps={journeyOf(tenancy, t)} />
      <section className="space-y-3 rounded-xl border border-border bg-card p-4" aria-labelledby="terms-heading">
        <h2 id="terms-heading" className="font-semibold">
          {t('view.termsHeading')}
        </h2>
        <Terms tenancy={tenancy} />
      </section>
      <section className="space-y-3 rounded-xl border border-border bg-card p-4" aria-labelledby="agreement-heading">
        <h2 id="agreement-heading" className="font-semibold">
          {t('view.agreementHeading', { version: agreement.version })}
        </h2>
        <a href={`/api/tenancies/${tenancy.id}/agreement`} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4" data-testid="agreement-pdf-link">
          {t('view.readPdf')}
        </a>
        <p className="break-all text-xs text-muted-foreground" data-testid="agreement-fingerprint">
          {t('view.fingerprint', { sha: sha256 })}
        </p>
        <ul className="space-y-1 text-sm" data-testid="agreement-confirmations">
          <Confirmation who={t('view.theTenant')} at={agreement.tenant?.confirmedAt ?? null} />
          <Confirmation who={t('view.theOwner')} at={agreement.owner?.confirmedAt ?? null} />
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
