'use client';

import Link from 'next/link';
import { useAuth } from '@/components/auth/auth-provider';
import { useLoginTrigger } from './login-trigger';

/**
 * The header's 'Log in' text; once signed in it becomes a link to the profile. The header (a server component)
 * hands in the button's classes and the profile icon already rendered, so this island carries no class merging
 * (tailwind-merge, cva) and no icon code: that script is on every page.
 */
export interface HeaderLoginLabels {
  logIn: string;
  yourProfile: string;
  profile: string;
  profileHref: string;
}

export function HeaderLoginButton({ className, profileIcon, labels }: { className: string; profileIcon: React.ReactNode; labels: HeaderLoginLabels }) {
  const { openLogin } = useLoginTrigger();
  const { user, loading } = useAuth();
  if (loading) {
    // Neutral until the person's state is known: a signed-in person never sees 'Log in' flash first. An empty space
    // of the button's size, not a grey block: a page whose scripts never arrive (the offline page, a kept copy
    // without signal) would keep a skeleton pulsing for ever in its header.
    return <span aria-hidden="true" data-testid="header-auth-pending" className="inline-block h-9 w-16" />;
  }
  if (user) {
    return (
      // min-w-0: the name gives way to the brand and 'For Property Owner' (truncated, never pushing the page wider);
      // data-signed-in lets the header hide the brand's word on narrow phones.
      <Link prefetch={false} href={labels.profileHref} aria-label={labels.yourProfile} data-slot="button" data-signed-in="" data-testid="header-profile" className={`${className} min-w-0`}>
        {profileIcon}
        <span className="min-w-0 max-w-28 truncate">{user.firstName || labels.profile}</span>
      </Link>
    );
  }
  return (
    <button type="button" data-slot="button" data-testid="header-login" onClick={() => openLogin()} className={className}>
      {labels.logIn}
    </button>
  );
}
