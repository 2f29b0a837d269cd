import { clsx } from 'clsx';
import { check } from '@/components/icons/icon-data';
import { staticIcon } from '@/components/icons/static-icon';

// The chips are in the home's first-view script: lucide-react's Check would bring its client Icon along.
const Check = staticIcon(check);

/**
 * A chip that toggles one filter value: pressed state for assistive technology, 44 px tall. `shape` sets the
 * padding and corners (no class merging: the chips sit in the home's first-view JavaScript, where
 * tailwind-merge would cost 10 KiB).
 */
export function FilterToggle({
  label,
  pressed,
  onToggle,
  shape = 'px-4 rounded-full',
  className,
  testId,
}: {
  label: string;
  pressed: boolean;
  onToggle: () => void;
  /** Padding and corner classes: 'px-4 rounded-full' unless given. */
  shape?: string;
  /** Extra classes that do not touch padding, corners, border or colours. */
  className?: string;
  testId?: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onToggle}
      data-testid={testId}
      className={clsx(
        'inline-flex min-h-11 items-center gap-1.5 border text-sm font-medium transition-colors',
        shape,
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
