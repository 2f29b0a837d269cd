'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { splitLocalePath } from '@/lib/i18n/locales';
import { DESK_CONTENT_ID } from '@/lib/ops/desk-content';

/**
 * Pages that are not part of the tenant site: the security desk (/gate/...) is a kiosk for a guard, so it shows no
 * site header, footer or bottom navigation, nothing to wander off to; the operations desk (/ops) has its own; an
 * owner's link page (/owner/...) shows only the brand. A signed-in owner's homes (/owner/homes) are part of the site.
 */
export function isKioskPath(fullPath: string | null): boolean {
  const pathname = fullPath === null ? null : splitLocalePath(fullPath).path;
  if (pathname === '/owner/homes' || pathname?.startsWith('/owner/homes/')) return false;
  return pathname === '/gate' || !!pathname?.startsWith('/gate/') || pathname === '/ops' || !!pathname?.startsWith('/ops/') || !!pathname?.startsWith('/owner/');
}

/**
 * The site's chrome (header, bottom navigation, footer), left out on kiosk pages. The root layout stays static
 * (it reads no request): the path comes from the router, on the server render too, so a kiosk page's HTML has
 * no chrome at all rather than hiding it after hydration.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  return isKioskPath(usePathname()) ? null : children;
}

const isDeskPath = (pathname: string | null) => pathname === '/ops' || !!pathname?.startsWith('/ops/');

/**
 * 'Skip to content': to the page's main element, and on the desk past the desk's own frame (account, search,
 * sections, all inside the main element) to its content. The path comes from the router, so the server's HTML
 * already links the right place.
 */
export function SkipLink({ label }: { label: string }) {
  const target = isDeskPath(usePathname()) ? DESK_CONTENT_ID : 'main';
  return (
    <a href={`#${target}`} className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-[60] focus:rounded-md focus:bg-background focus:px-3 focus:py-2">
      {label}
    </a>
  );
}
