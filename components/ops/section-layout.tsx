import type { ReactNode } from 'react';
import { DESK_PAGES, DESK_SECTIONS, type DeskPageKey, type DeskSection } from '@/lib/ops/desk-sections';
import { requireStaffPage } from '@/server/staff/access';

/**
 * The layout of a desk section: it checks the section's role before anything streams. In the page itself the
 * check would run inside the section's loading.tsx boundary, after the 200 status was sent, and a lesser role
 * would get the not-found page with status 200.
 */
export function deskSectionLayout(section: DeskSection | DeskPageKey) {
  const { role } = section in DESK_SECTIONS ? DESK_SECTIONS[section as DeskSection] : DESK_PAGES[section as DeskPageKey];
  return async function DeskSectionLayout({ children }: { children: ReactNode }) {
    await requireStaffPage(role);
    return children;
  };
}
