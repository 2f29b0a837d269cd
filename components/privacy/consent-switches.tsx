'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';
import { CONSENT_NEED_HINTS, type ConsentPurpose } from '@/lib/privacy/consents';
import { dateTimeIn } from '@/lib/privacy/moments';
import { cn } from '@/lib/utils';
import { DataExportButton } from './data-export-button';
import { DeleteAccount } from './delete-account';
import { privacyApi, type ConsentsAnswer, type ConsentView, type DeletionView } from './privacy-api';

function ConsentSwitch({ consent, saving, onToggle }: { consent: ConsentView; saving: boolean; onToggle(): void }) {
  const t = useCopy('account');
  const label = { title: t(`consents.${consent.purpose}.title`), description: t(`consents.${consent.purpose}.description`) };
  const id = `consent-${consent.purpose}`;
  // Off and not switchable until its prerequisite is met; still focusable (aria-disabled), so the reason is read out.
  const hint = consent.needs ? { text: t(`consents.needs.${consent.needs}.text`), action: t(`consents.needs.${consent.needs}.action`), href: CONSENT_NEED_HINTS[consent.needs].href } : null;
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <div className="min-w-0 flex-1">
        <p id={`${id}-title`} className="text-sm font-medium">
          {label.title}
        </p>
        <p id={`${id}-description`} className="text-xs text-muted-foreground">
          {label.description}
          {hint ? (
            <span className="mt-1 block font-medium text-foreground/80" data-testid={`${id}-needs`}>
              {hint.text}
            </span>
          ) : null}
        </p>
        {hint ? (
          <a href={hint.href} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-2">
            {hint.action}
          </a>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={consent.granted}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        aria-disabled={hint ? true : undefined}
        disabled={saving}
        onClick={hint ? undefined : onToggle}
        data-testid={id}
        className="-my-1 flex min-h-11 min-w-14 shrink-0 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60"
      >
        <span aria-hidden="true" className={cn('flex h-7 w-12 items-center rounded-full p-0.5 transition-colors', consent.granted ? 'bg-primary' : 'bg-slate-300')}>
          <span className={cn('size-6 rounded-full bg-white shadow transition-transform', consent.granted && 'translate-x-5')} />
        </span>
      </button>
    </li>
  );
}

function ConsentHistory({ log }: { log: ConsentsAnswer['log'] }) {
  const t = useCopy('account');
  const { locale } = useLocalePath();
  return (
    <details className="group px-4 py-3 text-sm" data-testid="consent-log">
      <summary className="flex min-h-11 cursor-pointer items-center font-medium text-primary">{t('consents.history', { count: log.length })}</summary>
      {log.length ? (
        <ol className="mt-1 space-y-1.5 text-xs text-muted-foreground">
          {log.map((entry) => (
            <li key={`${entry.purpose}-${entry.at}`}>
              <span className="font-medium text-foreground">{entry.granted ? t('consents.given') : t('consents.withdrawn')}</span>: {t(`consents.${entry.purpose}.title`)}, {dateTimeIn(locale, entry.at)}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-1 text-xs text-muted-foreground">{t('consents.noChanges')}</p>
      )}
    </details>
  );
}

/** The profile's data section: one switch per consent (at once, each change logged), the download and the deletion. */
export function ConsentSwitches({ initial, deletion }: { initial: ConsentsAnswer; deletion: DeletionView | null }) {
  const [state, setState] = useState(initial);
  const [saving, setSaving] = useState<ConsentPurpose | null>(null);
  const t = useCopy('account');
  const { href } = useLocalePath();

  const toggle = async (consent: ConsentView) => {
    setSaving(consent.purpose);
    try {
      setState(await privacyApi.setConsent({ purpose: consent.purpose, granted: !consent.granted }));
      toast.success(consent.granted ? t('consents.withdrawnToast') : t('consents.givenToast'), { description: t(`consents.${consent.purpose}.title`) });
    } catch (error) {
      toast.error(t('error'), { description: apiErrorMessage(error) });
    } finally {
      setSaving(null);
    }
  };

  return (
    <section aria-labelledby="privacy-title" className="space-y-3" data-testid="privacy-section">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="privacy-title" className="text-base font-semibold">
          {t('consents.title')}
        </h2>
        <Link prefetch={false} href={href('/privacy')} className="inline-flex min-h-11 items-center text-sm font-medium text-primary">
          {t('consents.howWeUse')}
        </Link>
      </div>
      <div className="divide-y rounded-2xl border bg-card">
        <ul className="divide-y">
          {state.consents.map((consent) => (
            <ConsentSwitch key={consent.purpose} consent={consent} saving={saving !== null} onToggle={() => void toggle(consent)} />
          ))}
        </ul>
        <ConsentHistory log={state.log} />
      </div>
      <DataExportButton />
      <DeleteAccount initial={deletion} />
    </section>
  );
}
