import type { ReactNode } from 'react';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { requireStaffPage } from '@/server/staff/access';

// The role is checked here, outside loading.tsx's boundary, so a lesser role gets a real 404 status.
export default async function DesksSectionLayout({ children }: { children: ReactNode }) {
  await requireStaffPage(DESK_SECTIONS.desks.role);
  return children;
}
