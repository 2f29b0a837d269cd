import { Apple, Play, type LucideIcon } from 'lucide-react';

const STORES: readonly { store: string; prefix: string; icon: LucideIcon }[] = [
  { store: 'App Store', prefix: 'Download on the', icon: Apple },
  { store: 'Google Play', prefix: 'Get it on', icon: Play },
];

/**
 * App store badges. The store listings do not exist yet, so these are disabled links without a
 * destination (not focusable, not clickable) rather than dead links.
 */
export function OwnerStoreBadges() {
  return (
    <ul aria-label="Mobile apps" className="flex flex-wrap gap-3">
      {STORES.map(({ store, prefix, icon: Icon }) => (
        <li key={store}>
          <span
            role="link"
            aria-disabled="true"
            aria-label={`${store}: Launching soon`}
            className="flex min-h-12 cursor-not-allowed items-center gap-2.5 rounded-xl bg-slate-900 px-3.5 py-2 text-white"
          >
            <Icon aria-hidden="true" className="size-6" />
            <span className="flex flex-col leading-tight">
              <span className="text-[10px] text-slate-300">{prefix}</span>
              <span className="text-sm font-semibold">{store}</span>
            </span>
            <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-[10px] font-semibold text-amber-900">Launching soon</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
