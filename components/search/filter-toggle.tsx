import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

/** A chip that toggles one filter value: pressed state for assistive technology, 44 px tall. */
export function FilterToggle({
  label,
  pressed,
  onToggle,
  className,
  testId,
}: {
  label: string;
  pressed: boolean;
  onToggle: () => void;
  className?: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      data-testid={testId}
      className={cn(
        'inline-flex min-h-11 items-center gap-1.5 rounded-full border px-4 text-sm font-medium transition-colors',
        pressed
          ? 'border-primary bg-primary text-primary-foreground shadow-sm'
          : 'border-border bg-background text-foreground hover:border-primary/50 hover:bg-primary/5',
        className,
      )}
    >
      {pressed ? <Check aria-hidden="true" className="-ml-1 size-4" /> : null}
      {label}
    </button>
  );
}
