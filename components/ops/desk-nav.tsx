'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { cn } from '@/lib/utils';

export interface DeskNavItem {
  href: string;
  label: string;
}

function isCurrent(pathname: string, href: string): boolean {
  return href === '/ops' ? pathname === '/ops' : pathname === href || pathname.startsWith(`${href}/`);
}

/**
 * The desk's sections: a row that scrolls sideways on a phone, a column beside the page from 1024 px. Only the
 * sections the person's role may open are passed in.
 */
export function DeskNav({ items }: { items: DeskNavItem[] }) {
  const pathname = usePathname() ?? '/ops';
  return (
    <nav aria-label="Desk sections" className="overflow-x-auto lg:overflow-visible">
      <ul className="flex gap-1 px-4 pb-2 lg:flex-col lg:px-0 lg:pb-0">
        {items.map((item) => {
          const current = isCurrent(pathname, item.href);
          return (
            <li key={item.href} className="shrink-0">
              <Link
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center rounded-lg px-3 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground',
                  current && 'bg-primary/10 text-primary hover:bg-primary/15 hover:text-primary',
                )}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
