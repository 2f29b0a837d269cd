'use client';

// Inside 'Delete my account': by name, what the deletion would cancel ('Your visit on Sat 5 Dec, 11:00 AM to 2 BHK ·
// Semi-Furnished in Prestige Lakeside', 'Your open offer on …'), read from the server each time the dialog opens.
import { Loader2Icon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { offerLine, visitLine, type DeletionPreview } from '@/lib/privacy/deletion-preview';
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
  if (preview.state === 'loading') {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
        <Loader2Icon className="size-4 animate-spin" aria-hidden="true" />
        Checking your visits and offers…
      </p>
    );
  }
  if (preview.state === 'failed') {
    return <p className="text-sm text-muted-foreground" data-testid="deletion-preview-failed">We could not list your visits and offers just now; all upcoming ones are cancelled as said above.</p>;
  }
  const { visits, visitsBefore, offers } = preview.preview;
  const cancelled = [...visits.map((visit) => ({ key: visit.id, text: visitLine(visit) })), ...offers.map((offer) => ({ key: offer.id, text: offerLine(offer) }))];
  return (
    <div className="space-y-2 text-sm" data-testid="deletion-preview">
      {cancelled.length > 0 ? (
        <>
          <p className="font-medium">This cancels:</p>
          <ul className="list-disc space-y-1 pl-5">
            {cancelled.map((line) => (
              <li key={line.key}>{line.text}</li>
            ))}
          </ul>
        </>
      ) : (
        <p>You have no upcoming visits or open offers to cancel.</p>
      )}
      {visitsBefore.length > 0 ? (
        <p className="text-muted-foreground" data-testid="deletion-preview-before">
          Before then, {visitsBefore.map(visitLine).map((line) => line.replace(/^Your/, 'your')).join('; ')} still {visitsBefore.length === 1 ? 'goes' : 'go'} ahead.
        </p>
      ) : null}
    </div>
  );
}
