'use client';

// /tenant-profile (spec 2.11): the intro when there is no profile (or straight to the form when a draft is
// waiting), otherwise the edit form. Saving goes back to /profile with a toast.
import { ArrowLeftIcon } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { toast } from '@/components/ui/toast';
import { Button } from '@/components/ui/button';
import type { TenantProfile } from '@/lib/validation/tenant-profile';
import { readDraft, type TenantProfileDraft } from './profile-draft';
import { TenantProfileForm, type TenantAccount } from './tenant-profile-form';
import { TenantProfileIntro } from './tenant-profile-intro';

export function TenantProfileScreen({ account, profile }: { account: TenantAccount; profile: TenantProfile | null }) {
  const router = useRouter();
  const t = useCopy('tenant');
  const { href } = useLocalePath();
  const [view, setView] = useState<'intro' | 'form'>(profile ? 'form' : 'intro');
  const [draft, setDraft] = useState<TenantProfileDraft | null>(null);

  // localStorage exists only in the browser: look for a draft after hydration.
  useEffect(() => {
    if (profile) return;
    const stored = readDraft(account.id);
    if (stored) {
      setDraft(stored);
      setView('form');
    }
  }, [account.id, profile]);

  function saved(_profile: TenantProfile, mode: 'created' | 'updated') {
    toast.success(mode === 'created' ? t('screen.created') : t('screen.updated'));
    router.push(href('/profile'));
    router.refresh();
  }

  const back = (
    <Button asChild variant="ghost" className="-ml-3 w-fit px-3 text-muted-foreground">
      <Link href={href('/profile')}>
        <ArrowLeftIcon aria-hidden="true" />
        {t('screen.back')}
      </Link>
    </Button>
  );

  if (view === 'intro') {
    return (
      <div className="flex flex-col gap-4">
        {back}
        <TenantProfileIntro>
          <Button size="lg" className="w-full" onClick={() => setView('form')}>
            {t('screen.create')}
          </Button>
        </TenantProfileIntro>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {back}
      <div className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight">{profile ? t('screen.edit') : t('screen.create')}</h1>
        <p className="text-sm text-muted-foreground">{t('intro.privacy')}</p>
      </div>
      <TenantProfileForm
        key={draft?.savedAt ?? 'fresh'}
        account={account}
        profile={profile}
        draft={draft}
        actionsOffsetClassName="bottom-[calc(var(--tab-bar-height)+env(safe-area-inset-bottom))] md:bottom-0"
        stepsInHistory
        onSaved={saved}
        onCancel={() => {
          if (profile) {
            router.push(href('/profile'));
            return;
          }
          setDraft(null);
          setView('intro');
        }}
      />
    </div>
  );
}
