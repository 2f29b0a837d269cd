'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { splitLocalePath } from '@/lib/i18n/locales';

/** Compared without the language's prefix: '/kn' is the Kannada home, not a prefix of every Kannada page. */
function matches(fullPath: string, fullPrefix: string): boolean {
  const pathname = splitLocalePath(fullPath).path;
  const prefix = splitLocalePath(fullPrefix).path;
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** One tab of the bottom navigation: the only part of it that hydrates, because it reads the current path. */
export function BottomNavLink({ href, activeOn, children }: { href: string; activeOn: string[]; children: React.ReactNode }) {
  const pathname = usePathname() ?? '/';
  const active = activeOn.some((prefix) => matches(pathname, prefix));
  return (
    <Link
      href={href}
      // Five prefetches on every page load cost phone data and delay the page's own content.
      prefetch={false}
      aria-current={active ? 'page' : undefined}
      className={
        'group flex flex-1 flex-col items-center justify-center gap-1 short:gap-0.5 rounded-lg text-[11px] font-medium leading-none transition-colors focus-visible:-outline-offset-2 ' +
        (active ? 'text-primary' : 'text-muted-foreground hover:text-foreground')
      }
    >
      {children}
    </Link>
  );
}
