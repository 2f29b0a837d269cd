'use client';

// Inside 'Delete my account': by name, what the deletion would cancel ('Your visit on Sat 5 Dec, 11:00 AM to 2 BHK ·
// Semi-Furnished in Prestige Lakeside', 'Your open offer on …'), read from the server each time the dialog opens.
import { Loader2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { offerLine, visitLine, type DeletionPreview, type PreviewWords } from '@/lib/privacy/deletion-preview';
import { momentIn } from '@/lib/privacy/moments';
import { privacyApi } from './privacy-api';

type Preview = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; preview: DeletionPreview };

/** Reads the preview while `open`; every opening reads it again (a visit booked in between is named too). */
export function useDeletionPreview(open: boolean): Preview {
  const [preview, setPreview] = useState<Preview>({ state: 'loading' });
  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    setPreview({ state: 'loading' });
    privacyApi
      .deletionPreview()
      .then((answer) => !cancelled && setPreview({ state: 'ready', preview: answer }))
      .catch(() => !cancelled && setPreview({ state: 'failed' }));
    return () => {
      cancelled = true;
    };
  }, [open]);
  return preview;
}

export function DeletionPreviewList({ preview }: { preview: Preview }) {
  const t = useCopy('account');
  const { locale } = useLocalePath();
  const moment = (at: string) => momentIn(locale, at);
  const words: PreviewWords = { visit: t('deletion.preview.visit'), offer: t('deletion.preview.offer'), moment };
  const before: PreviewWords = { ...words, visit: t('deletion.preview.visitBefore') };
  if (preview.state === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        {t('deletion.preview.loading')}
      </p>
    );
  }
  if (preview.state === 'failed') {
    return <p className="text-sm text-muted-foreground" data-testid="deletion-preview-failed">{t('deletion.preview.failed')}</p>;
  }
  const { visits, visitsBefore, offers } = preview.preview;
  const cancelled = [...visits.map((visit) => ({ key: visit.id, text: visitLine(visit, words) })), ...offers.map((offer) => ({ key: offer.id, text: offerLine(offer, words) }))];
  return (
    <div className="space-y-2 text-sm" data-testid="deletion-preview">
      {cancelled.length > 0 ? (
        <>
          <p className="font-medium">{t('deletion.preview.cancels')}</p>
          <ul className="list-disc space-y-1 pl-5">
            {cancelled.map((line) => (
              <li key={line.key}>{line.text}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>{t('deletion.preview.none')}</p>
      )}
      {visitsBefore.length > 0 ? (
        <p className="text-muted-foreground" data-testid="deletion-preview-before">
          {t(visitsBefore.length === 1 ? 'deletion.preview.beforeOne' : 'deletion.preview.beforeOther', { visits: visitsBefore.map((visit) => visitLine(visit, before)).join('; ') })}
        </p>
      ) : null}
    </div>
  );
}
