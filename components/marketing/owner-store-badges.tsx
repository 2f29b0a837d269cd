import { Apple, Play, type LucideIcon } from 'lucide-react';
import { useTranslations } from 'next-intl';

// The stores' names are their names in every language; the words around them are the page's.
const STORES: readonly { store: string; prefix: 'appStorePrefix' | 'playPrefix'; icon: LucideIcon }[] = [
  { store: 'App Store', prefix: 'appStorePrefix', icon: Apple },
  { store: 'Google Play', prefix: 'playPrefix', icon: Play },
];

/**
 * App store badges. The store listings do not exist yet, so these are disabled links without a
 * destination (not focusable, not clickable) rather than dead links.
 */
export function OwnerStoreBadges() {
  const t = useTranslations('info.owner.stores');
  return (
    <ul aria-label={t('label')} className="flex flex-wrap gap-3">
      {STORES.map(({ store, prefix, icon: Icon }) => (
        <li key={store}>
          <span
            role="link"
            aria-disabled="true"
            aria-label={t('storeSoon', { store })}
            className="flex min-h-12 cursor-not-allowed items-center gap-2.5 rounded-xl bg-slate-900 px-3.5 py-2 text-white"
          >
            <Icon aria-hidden="true" className="size-6" />
            <span className="flex flex-col leading-tight">
              <span className="text-[10px] text-slate-300">{t(prefix)}</span>
              <span className="text-sm font-semibold">{store}</span>
            </span>
            <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-[10px] font-semibold text-amber-900">{t('soon')}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}
