import { useTranslations } from 'next-intl';
import { Check, Circle, CircleDot } from '@/components/icons/static-icons';
import type { JourneyStep, JourneyStepState } from '@/lib/tenancies/journey';

// The tenancy's step list (server component, no script): each stage with its state and who does what next.

function StepIcon({ state }: { state: JourneyStepState }) {
  if (state === 'done') return <Check className="size-5 shrink-0 text-green-700" aria-hidden="true" />;
  if (state === 'now') return <CircleDot className="size-5 shrink-0 text-primary" aria-hidden="true" />;
  return <Circle className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />;
}

export function TenancyJourney({ steps }: { steps: JourneyStep[] }) {
  const t = useTranslations('tenancy');
  return (
    <section className="space-y-3 rounded-xl border border-border bg-card p-4" aria-labelledby="journey-heading">
      <h2 id="journey-heading" className="font-semibold">
        {t('journey.heading')}
      </h2>
      <ol className="space-y-3" data-testid="tenancy-journey">
        {steps.map((step) => (
          <li key={step.key} className="flex gap-3" data-state={step.state} data-testid={`journey-${step.key}`}>
            <StepIcon state={step.state} />
            <div className="min-w-0 text-sm">
              <p className={step.state === 'later' ? 'text-muted-foreground' : 'font-medium'}>
                {step.title} <span className="sr-only">({t(`journey.${step.state}`)})</span>
              </p>
              <p className="text-muted-foreground">{step.detail}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
