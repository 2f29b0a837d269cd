import { formatAmount, withAmountWords } from '@/lib/amounts';

/**
 * A budget bound as a native select (the phone's own picker): 'Any', then the steps with the site's amount
 * labels. A value from a shared URL that is not a step is still shown and kept.
 */
export function AmountSelect({ label, value, steps, onChange, testId, anyLabel = 'Any', locale = 'en' }: { label: string; value: number | null | undefined; steps: readonly number[]; onChange: (value: number | null) => void; testId: string; /** The no-bound choice, in the page's language. */ anyLabel?: string; /** The page's language: Kannada and Hindi add the amount in words ('₹35 K (35 ಸಾವಿರ)'). */ locale?: string }) {
  const options = value != null && !steps.includes(value) ? [...steps, value].sort((a, b) => a - b) : steps;
  return (
    <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-foreground">
      {label}
      <select className="h-11 w-full rounded-md border border-input bg-background px-3 text-base" value={value ?? ''} onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)} data-testid={testId}>
        <option value="">{anyLabel}</option>
        {options.map((step) => (
          <option key={step} value={step}>
            {withAmountWords(formatAmount(step), step, locale)}
          </option>
        ))}
      </select>
    </label>
  );
}
