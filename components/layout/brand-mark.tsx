import { cn } from '@/lib/utils';

/** The product's house mark (same drawing as app/icon.svg). Decorative: the brand name sits beside it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8 shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#0f766e" />
      <path
        d="M16 7.2 6.6 15a.9.9 0 0 0 .6 1.6H9V24a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7.4h1.8a.9.9 0 0 0 .6-1.6Z"
        fill="#ffffff"
      />
      <rect x="14.2" y="19" width="3.6" height="6" rx="0.8" fill="#f59e0b" />
    </svg>
  );
}
