'use client';

import { Heart } from 'lucide-react';
import { useState } from 'react';
import { useAuth } from '@/components/auth/auth-provider';
import { useCopy } from '@/components/i18n/copy-scope';
import { LOGIN_REASONS, useLoginTrigger } from '@/components/layout/login-trigger';
import { toast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import { heartsApi } from './hearts-api';
import { loadHearts, setHearted, useHearted } from './hearts-store';

// One-tap shortlist: a heart on a listing's photo. Signed out, a tap opens the page's login and the
// heart is set once the person has signed in (the tap's intent is kept, as 'Set Alerts' does). Its words are the
// `hearts` namespace, which every page with a heart hands down (a small one: the page's other namespaces are large).

/** `onChange`: told after the server accepted a change (the Shortlisted tab reads its list again). */
/** `known`: whether the page already knows the home is hearted, shown until the person's hearts are read. */
/** `className` places the button (it joins the defaults without conflict resolution); `surface` replaces its background. */
export function HeartButton({
  listingId,
  homeName,
  className,
  surface = 'bg-background/90',
  known,
  onChange,
}: {
  listingId: string;
  homeName: string;
  className?: string;
  surface?: string;
  known?: boolean;
  onChange?: (hearted: boolean) => void;
}) {
  const t = useCopy('hearts');
  const auth = useAuth();
  const userId = auth.user?.id ?? null;
  const { openLogin } = useLoginTrigger();
  const hearted = useHearted(userId, listingId, known);
  const [busy, setBusy] = useState(false);

  async function save(person: string, next: boolean) {
    setBusy(true);
    setHearted(person, listingId, next);
    try {
      if (next) await heartsApi.add(listingId);
      else await heartsApi.remove(listingId);
      toast.success(t(next ? 'added' : 'removed'));
      onChange?.(next);
    } catch (error) {
      const status = error instanceof ApiError ? error.status : 0;
      // Removing a heart the server no longer has leaves the same outcome: not hearted.
      if (!next && status === 404) {
        toast.success(t('removed'));
        onChange?.(next);
        return;
      }
      setHearted(person, listingId, !next);
      if (status === 401) openLogin(() => void tapAfterSignIn(next), LOGIN_REASONS.shortlist);
      else toast.error(t(next && status === 404 ? 'gone' : 'failed'));
    } finally {
      setBusy(false);
    }
  }

  // After signing in: the person's hearts are read first, so a home hearted before stays hearted (never toggled off).
  async function tapAfterSignIn(next: boolean) {
    const person = (await auth.refresh())?.id;
    if (!person) return;
    await loadHearts(person);
    await save(person, next);
  }

  async function tap() {
    const person = auth.loading ? ((await auth.refresh())?.id ?? null) : userId;
    if (!person) {
      openLogin(() => void tapAfterSignIn(true), LOGIN_REASONS.shortlist);
      return;
    }
    await save(person, !hearted);
  }

  return (
    <button
      type="button"
      aria-pressed={hearted}
      aria-label={t(hearted ? 'remove' : 'add', { home: homeName })}
      disabled={busy}
      onClick={() => void tap()}
      data-testid="heart-button"
      className={`inline-flex size-11 items-center justify-center rounded-full ${surface} text-foreground shadow-sm transition-colors hover:bg-background disabled:opacity-70${className ? ` ${className}` : ''}`}
    >
      <Heart aria-hidden="true" className={hearted ? 'size-5 fill-primary text-primary' : 'size-5 text-foreground'} />
    </button>
  );
}
