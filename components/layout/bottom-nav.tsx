import { DoorOpen, Heart, Search, Store, UserRound, type StaticIcon } from '@/components/icons/static-icons';
import { getTranslations } from 'next-intl/server';
import { currentLocale } from '@/components/i18n/current-locale';
import { localePath } from '@/lib/i18n/locales';
import { BottomNavLink } from './bottom-nav-link';

interface NavEntry {
  label: 'search' | 'openHouse' | 'brands' | 'shortlisted' | 'profile';
  href: string;
  icon: StaticIcon;
  /** Extra path prefixes that belong to this entry (search results belong to Search). */
  alsoActiveOn?: string[];
}

const BOTTOM_NAV_ENTRIES: NavEntry[] = [
  { label: 'search', href: '/', icon: Search, alsoActiveOn: ['/search'] },
  { label: 'openHouse', href: '/open-house', icon: DoorOpen },
  { label: 'brands', href: '/brands', icon: Store },
  { label: 'shortlisted', href: '/shortlisted', icon: Heart },
  { label: 'profile', href: '/profile', icon: UserRound },
];

/**
 * Mobile tab bar (spec: shown only below 768px). A server component: the icons and labels are rendered here, and
 * only the link (which knows the current path, for the active tab) hydrates. The active look is CSS on the link's
 * aria-current, so the icons and labels need no script.
 */
export async function BottomNav() {
  const [t, locale] = await Promise.all([getTranslations('common.nav'), currentLocale()]);
  const inLocale = (path: string) => localePath(locale, path);
  return (
    <nav
      aria-label={t('label')}
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(15,23,42,0.06)] backdrop-blur supports-[backdrop-filter]:bg-background/85 md:hidden"
    >
      <ul className="mx-auto grid h-(--tab-bar-height) max-w-lg grid-cols-5">
        {BOTTOM_NAV_ENTRIES.map((entry) => {
          const Icon = entry.icon;
          return (
            <li key={entry.href} className="flex">
              <BottomNavLink href={inLocale(entry.href)} activeOn={[entry.href, ...(entry.alsoActiveOn ?? [])].map(inLocale)}>
                <span className="flex h-7 w-12 items-center justify-center rounded-full transition-colors group-aria-[current=page]:bg-primary/10 short:h-6">
                  <Icon aria-hidden="true" className="size-5 group-aria-[current=page]:[stroke-width:2.4]" />
                </span>
                <span className="whitespace-nowrap group-aria-[current=page]:font-semibold">{t(entry.label)}</span>
              </BottomNavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
