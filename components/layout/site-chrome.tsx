'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';

/**
 * Pages that are not part of the tenant site: the security desk (/gate/...) is a kiosk for a guard, so it shows no
 * site header, footer or bottom navigation, nothing to wander off to; the operations desk (/ops) has its own; an
 * owner's link page (/owner/...) shows only the brand.
 */
export function isKioskPath(pathname: string | null): boolean {
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
