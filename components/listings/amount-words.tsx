import { useLocale } from 'next-intl';
import { amountWords } from '@/lib/amounts';

/**
 * The amount in the words a Kannada or Hindi reader writes, after its ₹ figure: ' (35 ಸಾವಿರ)'; nothing in English,
 * whose K, L and Cr already say it (docs/i18n.md "Amount words"). A server component: no script.
 */
export function AmountWords({ amount, className }: { amount: number | null | undefined; className?: string }) {
  const words = amountWords(amount, useLocale());
  if (!words) return null;
  return <span className={className ?? 'text-sm font-medium text-muted-foreground'}>{` (${words})`}</span>;
}
