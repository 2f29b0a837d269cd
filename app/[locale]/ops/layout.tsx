import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { DeskAccount } from '@/components/ops/desk-account';
import { DeskLiveRegion } from '@/components/ops/desk-live-region';
import { DeskNav } from '@/components/ops/desk-nav';
import { DeskSearchBox } from '@/components/ops/search/desk-search-box';
import { ProfileGuest } from '@/components/profile/profile-guest';
import { DESK_CONTENT_ID } from '@/lib/ops/desk-content';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import { roleAtLeast, STAFF_ROLE_LABELS } from '@/lib/ops/roles';
import { searchPlaceholder } from '@/lib/ops/desk-search';
import { staffOrSignIn } from '@/server/staff/access';

export const metadata: Metadata = { title: 'Operations desk', robots: { index: false, follow: false } };

// Every desk page reads the session and the role: never prerendered, never cached.
export const dynamic = 'force-dynamic';

/** The operations desk is English only: /kn/ops and /hi/ops are not pages. */
export default async function OpsLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  if ((await params).locale !== 'en') notFound();
  const staff = await staffOrSignIn();
  if (staff === 'sign-in') {
    return (
      <div id={DESK_CONTENT_ID} tabIndex={-1} className="mx-auto w-full max-w-lg px-4 py-6 outline-none">
        <ProfileGuest />
      </div>
    );
  }
  const items = Object.values(DESK_SECTIONS)
    .filter((section) => roleAtLeast(staff.role, section.role))
    .map(({ href, label }) => ({ href, label }));
  const name = [staff.user.firstName, staff.user.lastName].filter(Boolean).join(' ') || staff.user.email;
  return (
    <div className="mx-auto w-full max-w-[1440px] lg:flex lg:gap-6 lg:px-6">
      <aside className="sticky top-0 z-30 border-b bg-background/95 pt-[env(safe-area-inset-top)] backdrop-blur lg:flex lg:h-dvh lg:w-52 lg:shrink-0 lg:flex-col lg:border-b-0 lg:border-r lg:pr-4">
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 px-4 py-3 lg:px-0">
          <Link href="/ops" className="flex min-h-11 shrink-0 items-center font-bold tracking-tight">
            Operations desk
          </Link>
          <div className="min-w-0 max-w-full lg:hidden">
            <DeskAccount name={name} email={staff.user.email} roleLabel={STAFF_ROLE_LABELS[staff.role]} />
          </div>
        </div>
        <div className="px-4 pb-2 lg:px-0 lg:pb-3">
          <DeskSearchBox placeholder={searchPlaceholder(staff.role)} />
        </div>
        <DeskNav items={items} />
        <div className="mt-auto hidden border-t py-4 lg:block">
          <DeskAccount name={name} email={staff.user.email} roleLabel={STAFF_ROLE_LABELS[staff.role]} />
        </div>
      </aside>
      {/* The skip link's target (components/layout/site-chrome.tsx): focusable from script and links only, so
          'Skip to content' lands here and the next Tab goes on from the page's first control. */}
      <div id={DESK_CONTENT_ID} tabIndex={-1} className="min-w-0 flex-1 px-4 py-5 outline-none lg:px-0">
        {children}
      </div>
      <DeskLiveRegion />
    </div>
  );
}
