'use client';

import { ClipboardCheckIcon, LockKeyholeIcon, SendIcon, UserRoundIcon } from 'lucide-react';
import { useCopy } from '@/components/i18n/copy-scope';

const points = [
  { icon: ClipboardCheckIcon, key: 'steps' },
  { icon: SendIcon, key: 'sent' },
  { icon: UserRoundIcon, key: 'edit' },
] as const;

/** What a tenant profile is for (spec 2.11), before one exists; the page and the offer sheet share it. */
export function TenantProfileIntro({ titleAs: Title = 'h1', lead, children }: { titleAs?: React.ElementType<{ id?: string; className?: string; children?: React.ReactNode }>; lead?: string; children?: React.ReactNode }) {
  const t = useCopy('tenant');
  return (
    <section aria-labelledby="tenant-intro-title" className="flex flex-col gap-5">
      <div className="space-y-2">
        <span aria-hidden="true" className="flex size-12 items-center justify-center rounded-2xl bg-teal-50 text-primary ring-1 ring-teal-100">
          <UserRoundIcon className="size-6" />
        </span>
        <Title id="tenant-intro-title" className="text-2xl font-bold tracking-tight">
          {t('intro.title')}
        </Title>
        <p className="text-[15px] text-muted-foreground">{lead ?? t('intro.lead')}</p>
      </div>
      <ul className="space-y-3">
        {points.map(({ icon: Icon, key }) => (
          <li key={key} className="flex items-start gap-3 text-sm">
            <Icon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
            <span>{t(`intro.points.${key}`)}</span>
          </li>
        ))}
      </ul>
      <p className="flex items-start gap-3 rounded-xl bg-muted px-4 py-3 text-sm" data-testid="tenant-privacy">
        <LockKeyholeIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
        <span>{t('intro.privacy')}</span>
      </p>
      {children}
    </section>
  );
}
