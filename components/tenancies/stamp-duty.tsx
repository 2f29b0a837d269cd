import { useTranslations } from 'next-intl';
import { formatRupees } from '@/lib/amounts';
import { estimateStampDuty, STAMP_AND_REGISTER_STEPS, type StampDutySay } from '@/lib/tenancies/stamp-duty';

// The stamp duty of the agreement as an estimate from the table in lib/tenancies/stamp-duty.ts (its source and date
// said), with the steps to e-stamp and register (server component). GHomes does not stamp or register. The words
// are the `tenancy` namespace's `stampDuty` group; the source stays the Act's English citation.

const KAVERI_ONLINE_URL = 'https://kaveri.karnataka.gov.in/';
const STEP_KEYS = ['confirm', 'buy', 'sign', 'register', 'subRegistrar'] as const;

export function StampDuty({ terms }: { terms: { rent: number; deposit: number; termMonths: number; moveInDate: string; yearlyIncreasePercent: number } }) {
  const t = useTranslations('tenancy');
  const say: StampDutySay = (word, values) => t(`stampDuty.words.${word}`, values);
  const estimate = estimateStampDuty(terms, say);
  const steps = STAMP_AND_REGISTER_STEPS.map((_, index) => ({ key: STEP_KEYS[index]!, title: t(`stampDuty.steps.${STEP_KEYS[index]!}.title`), text: t(`stampDuty.steps.${STEP_KEYS[index]!}.text`) }));
  return (
    <section className="space-y-3 rounded-xl border border-border bg-card p-4" aria-labelledby="stamp-duty-heading" data-testid="stamp-duty">
      <h2 id="stamp-duty-heading" className="font-semibold">
        {t('stampDuty.heading')}
      </h2>
      <p className="text-sm">
        {t('stampDuty.estimated')}
        <span className="font-semibold">{formatRupees(estimate.amount)}</span>
      </p>
      <p className="text-xs text-muted-foreground">{t('stampDuty.basisLine', { basis: estimate.basis, source: estimate.source, asOf: estimate.asOf })}</p>
      <p className="text-sm">
        {estimate.note}{' '}
        <a href={KAVERI_ONLINE_URL} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
          Kaveri Online
        </a>
      </p>
      <ol className="list-decimal space-y-2 pl-5 text-sm">
        {steps.map((step) => (
          <li key={step.key}>
            <span className="font-medium">{step.title}.</span> {step.text}
          </li>
        ))}
      </ol>
      <p className="text-xs text-muted-foreground">{t('stampDuty.notUs')}</p>
    </section>
  );
}
