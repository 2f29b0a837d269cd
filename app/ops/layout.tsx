import type { Metadata } from 'next';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { DeskNav } from '@/components/ops/desk-nav';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { roleAtLeast, STAFF_ROLE_LABELS } from '@/lib/ops/roles';
import { requireStaffPage } from '@/server/staff/access';

export const metadata: Metadata = { title: 'Operations desk', robots: { index: false, follow: false } };

// Every desk page reads the session and the role: never prerendered, never cached.
export const dynamic = 'force-dynamic';

export default async function OpsLayout({ children }: { children: ReactNode }) {
  const staff = await requireStaffPage('agent');
  const items = Object.values(DESK_SECTIONS)
    .filter((section) => roleAtLeast(staff.role, section.role))
    .map(({ href, label }) => ({ href, label }));
  return (
    <div className="mx-auto w-full max-w-[1440px] lg:flex lg:gap-6 lg:px-6">
      <aside className="sticky top-0 z-30 border-b bg-background/95 pt-[env(safe-area-inset-top)] backdrop-blur lg:h-dvh lg:w-52 lg:shrink-0 lg:border-b-0 lg:border-r lg:pr-4">
        <div className="flex items-center justify-between gap-2 px-4 py-3 lg:px-0">
          <Link href="/ops" className="flex min-h-11 items-center font-bold tracking-tight">
            Operations desk
          </Link>
          <span className="rounded-full bg-muted px-2.5 py-1 text-xs font-medium" title={staff.user.email}>
            {STAFF_ROLE_LABELS[staff.role]}
          </span>
        </div>
        <DeskNav items={items} />
      </aside>
      <div className="min-w-0 flex-1 px-4 py-5 lg:px-0">{children}</div>
    </div>
  );
}
