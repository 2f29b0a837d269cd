'use client';

import { Download, FileText } from 'lucide-react';
import { useAuth } from '@/components/auth/auth-provider';
import { LOGIN_REASONS, useLoginTrigger } from '@/components/layout/login-trigger';
import { useCopy } from '@/components/i18n/copy-scope';
import { BUTTON_CLASSES } from '@/components/common/button-classes';
import { recordBrochureDownload } from './society-api';

function startDownload(url: string, fileName: string) {
  const link = document.createElement('a');
  link.href = url;
  const sameOrigin = new URL(url, window.location.href).origin === window.location.origin;
  // `download` only works on same-origin files; a hosted brochure opens in a new tab instead.
  if (sameOrigin) link.download = fileName;
  else link.target = '_blank';
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * Spec 6: downloading needs sign-in (otherwise the login panel opens). Each download is recorded
 * (spec 7: brochure_downloads); the record is sent alongside and its failure never blocks the file.
 */
export function BrochureDownload({ societyId, societyName, url }: { societyId: string; societyName: string; url: string }) {
  const t = useCopy('society');
  const auth = useAuth();
  const { openLogin } = useLoginTrigger();

  async function download(justSignedIn = false) {
    // A tap before the first session check has answered waits for it rather than asking to log in.
    const user = justSignedIn || (auth.loading ? await auth.refresh() : auth.user);
    if (!user) {
      // Signing in finishes what the tap asked for: the brochure downloads without a second tap.
      openLogin(() => void download(true), LOGIN_REASONS.brochure);
      return;
    }
    // Its answer changes nothing here.
    void recordBrochureDownload(societyId).catch(() => undefined);
    startDownload(url, `${societyName} Brochure.pdf`);
  }

  return (
    <section aria-labelledby="brochure-heading" className="flex items-center gap-3 rounded-xl border border-border bg-card p-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-700">
        <FileText aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id="brochure-heading" className="font-semibold leading-tight">
          {t('brochure.title')}
        </h2>
        <p className="text-xs text-muted-foreground">{t('brochure.subtitle')}</p>
      </div>
      <button type="button" onClick={() => void download()} className={BUTTON_CLASSES.brochure} aria-label={t('brochure.downloadLabel', { name: societyName })}>
        <Download aria-hidden="true" />
        {t('brochure.download')}
      </button>
    </section>
  );
}
