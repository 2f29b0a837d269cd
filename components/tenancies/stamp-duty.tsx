import { formatRupees } from '@/lib/amounts';
import { estimateStampDuty, STAMP_AND_REGISTER_STEPS } from '@/lib/tenancies/stamp-duty';

// The stamp duty of the agreement as an estimate from the table in lib/tenancies/stamp-duty.ts (its source and date
// said), with the steps to e-stamp and register (server component). GHomes does not stamp or register.

const KAVERI_ONLINE_URL = 'https://kaveri.karnataka.gov.in/';

export function StampDuty({ terms }: { terms: { rent: number; deposit: number; termMonths: number; moveInDate: string; yearlyIncreasePercent: number } }) {
  const estimate = estimateStampDuty(terms);
  return (
    <section className="space-y-3 rounded-xl border border-border bg-card p-4" aria-labelledby="stamp-duty-heading" data-testid="stamp-duty">
      <h2 id="stamp-duty-heading" className="font-semibold">
        Stamp duty and registration
      </h2>
      <p className="text-sm">
        Estimated stamp duty: <span className="font-semibold">{formatRupees(estimate.amount)}</span>
      </p>
      <p className="text-xs text-muted-foreground">
        {estimate.basis} Source: {estimate.source}, {estimate.asOf}.
      </p>
      <p className="text-sm">
        {estimate.note}{' '}
        <a href={KAVERI_ONLINE_URL} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
          Kaveri Online
        </a>
      </p>
      <ol className="list-decimal space-y-2 pl-5 text-sm">
        {STAMP_AND_REGISTER_STEPS.map((step) => (
          <li key={step.title}>
            <span className="font-medium">{step.title}.</span> {step.text}
          </li>
        ))}
      </ol>
      <p className="text-xs text-muted-foreground">GHomes does not stamp or register the agreement: you do it yourselves, as above.</p>
    </section>
  );
}
