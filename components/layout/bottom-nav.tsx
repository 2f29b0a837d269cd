'use client';

import { DoorOpen, Heart, Search, Store, UserRound, type LucideIcon } from 'lucide-react';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/utils';

interface NavEntry {
  label: string;
  href: string;
  icon: LucideIcon;
  /** Extra path prefixes that belong to this entry (search results belong to Search). */
  alsoActiveOn?: string[];
}

export const BOTTOM_NAV_ENTRIES: NavEntry[] = [
  { label: 'Search', href: '/', icon: Search, alsoActiveOn: ['/search'] },
  { label: 'Open House', href: '/open-house', icon: DoorOpen },
  { label: 'Brands', href: '/brands', icon: Store },
  { label: 'Shortlisted', href: '/shortlisted', icon: Heart },
  { label: 'Profile', href: '/profile', icon: UserRound },
];

function matches(pathname: string, prefix: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function isEntryActive(entry: NavEntry, pathname: string): boolean {
  return [entry.href, ...(entry.alsoActiveOn ?? [])].some((prefix) => matches(pathname, prefix));
}

/** Mobile tab bar (spec: shown only below 768px). */
export function BottomNav() {
  const pathname = usePathname() ?? '/';
  return (
    <nav
      aria-label="Primary"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-4px_16px_rgba(15,23,42,0.06)] backdrop-blur supports-[backdrop-filter]:bg-background/85 md:hidden"
    >
      <ul className="mx-auto grid h-(--tab-bar-height) max-w-lg grid-cols-5">
        {BOTTOM_NAV_ENTRIES.map((entry) => {
          const active = isEntryActive(entry, pathname);
          const Icon = entry.icon;
          return (
            <li key={entry.href} className="flex">
              <Link
                href={entry.href}
                // Five prefetches on every page load cost phone data and delay the page's own content.
                prefetch={false}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex flex-1 flex-col items-center justify-center gap-1 short:gap-0.5 rounded-lg text-[11px] font-medium leading-none transition-colors focus-visible:-outline-offset-2',
                  active ? 'text-primary' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                <span
                  className={cn(
                    'flex h-7 w-12 items-center justify-center rounded-full transition-colors short:h-6',
                    active && 'bg-primary/10',
                  )}
                >
                  <Icon aria-hidden="true" className="size-5" strokeWidth={active ? 2.4 : 2} />
                </span>
                <span className={cn('whitespace-nowrap', active && 'font-semibold')}>{entry.label}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
