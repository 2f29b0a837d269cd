'use client';

import { Loader2 } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/client';
import { formatRupees } from '@/lib/amounts';
import { EDITABLE_SUBMISSION_STATUSES, SUBMISSION_PHOTO_LIMITS, unitLabel } from '@/lib/owners/home-submission';
import type { HomeSubmissionSavedAnswer, HomeSubmissionView } from '@/lib/validation/home-submission';
import { DocumentUpload } from './document-upload';
import { HomeDetailsForm, furnishingKey, type Configuration } from './home-details-form';
import { useKnownText } from './known-text';
import { PhotoUploader } from './photo-uploader';
import { submissionApi } from './submission-api';

/**
 * 'List your home': the details (saved first), then the photos and the ownership document, then 'Send to GHomes'.
 * Once sent it waits for the team's check; sent back, it opens again with the team's note on top.
 */
export function AddHomeFlow({ initial, society, configurations }: { initial: HomeSubmissionView | null; society: { id: string; name: string } | null; configurations: Configuration[] }) {
  const router = useRouter();
  const t = useCopy('homes');
  const { href } = useLocalePath();
  const known = useKnownText();
  const [submission, setSubmission] = useState(initial);
  const [notice, setNotice] = useState<string | null>(null);
  const [editingDetails, setEditingDetails] = useState(!initial);
  const [chosenSociety, setChosenSociety] = useState(society);
  const editable = !submission || EDITABLE_SUBMISSION_STATUSES.includes(submission.status);

  function saved(answer: HomeSubmissionSavedAnswer, savedSociety?: { id: string; name: string } | null) {
    setSubmission(answer.submission);
    setNotice(known(answer.message));
    setEditingDetails(false);
    if (savedSociety) setChosenSociety(savedSociety);
    if (!submission) router.replace(href(`/owner/homes/new?home=${answer.submission.id}`), { scroll: false });
  }

  return (
    <div className="space-y-6">
      {submission ? <StatusLine submission={submission} /> : null}
      {notice ? (
        <p role="status" className="rounded-lg border border-border bg-muted/40 p-3 text-sm" data-testid="submission-notice">
          {notice}
        </p>
      ) : null}
      {editable ? (
        <>
          {editingDetails || !submission ? (
            <HomeDetailsForm submissionId={submission?.id ?? null} initial={submission?.details} initialSociety={chosenSociety} configurations={configurations} onSaved={saved} />
          ) : (
            <DetailsSummary submission={submission} societyName={chosenSociety?.name ?? ''} configurations={configurations} onEdit={() => setEditingDetails(true)} />
          )}
          {submission && !editingDetails ? (
            <>
              <PhotoUploader submissionId={submission.id} photos={submission.photos} onChange={setSubmission} />
              <DocumentUpload submissionId={submission.id} document={submission.document} onChange={setSubmission} />
              <SendButton submission={submission} onSent={saved} />
            </>
          ) : null}
        </>
      ) : (
        <Link href={href('/owner/homes')} className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4">
          {t('flow.back')}
        </Link>
      )}
    </div>
  );
}

function DetailsSummary({ submission, societyName, configurations, onEdit }: { submission: HomeSubmissionView; societyName: string; configurations: Configuration[]; onEdit: () => void }) {
  const t = useCopy('homes');
  const d = submission.details;
  const configuration = configurations.find((option) => String(option.id) === String(d.bedroom_configuration_id))?.name;
  const price = d.kind === 'rent' ? t('flow.perMonth', { amount: formatRupees(Number(d.expected_rent)) }) : formatRupees(Number(d.listing_price));
  const furnishing = furnishingKey(String(d.furnishing));
  return (
    <div className="flex items-start justify-between gap-3 rounded-xl border border-border bg-card p-4" data-testid="submission-details">
      <div className="min-w-0 text-sm">
        <p className="font-semibold">{unitLabel(d.tower ? String(d.tower) : null, String(d.unit))}</p>
        <p className="text-muted-foreground">{[societyName, configuration, furnishing ? t(`furnishing.${furnishing}`) : String(d.furnishing), price].filter(Boolean).join(' · ')}</p>
      </div>
      <button type="button" className="min-h-11 shrink-0 text-sm font-medium text-primary underline underline-offset-4" onClick={onEdit}>
        {t('flow.editDetails')}
      </button>
    </div>
  );
}

function StatusLine({ submission }: { submission: HomeSubmissionView }) {
  const t = useCopy('homes');
  return (
    <div className="space-y-1 rounded-lg border border-border p-3 text-sm" data-testid="submission-status">
      <p className="font-medium">{t(`submissionStatus.${submission.status}`)}</p>
      {submission.deskNote ? <p>{t('submissions.teamNote', { note: submission.deskNote })}</p> : null}
      {submission.duplicate ? <p className="text-muted-foreground">{t('flow.duplicate')}</p> : null}
    </div>
  );
}

function SendButton({ submission, onSent }: { submission: HomeSubmissionView; onSent: (answer: HomeSubmissionSavedAnswer) => void }) {
  const t = useCopy('homes');
  const known = useKnownText();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const photosShort = SUBMISSION_PHOTO_LIMITS.min - submission.photos.length;
  const missing = [
    photosShort > 0 ? (photosShort === 1 ? t('flow.photosOne') : t('flow.photosOther', { count: photosShort })) : null,
    submission.document ? null : t('flow.theDocument'),
  ].filter((item): item is string => item !== null);

  async function send() {
    setBusy(true);
    setError(null);
    try {
      onSent(await submissionApi.submit(submission.id));
    } catch (cause) {
      setError(known(apiErrorMessage(cause)));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="space-y-2 border-t border-border pt-4">
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <Button type="button" className="min-h-12 w-full" disabled={busy || missing.length > 0} onClick={() => void send()} data-testid="submission-send">
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {t('flow.send')}
      </Button>
      <p className="text-center text-sm text-muted-foreground">{missing.length === 2 ? t('flow.stillNeededTwo', { first: missing[0]!, second: missing[1]! }) : missing.length === 1 ? t('flow.stillNeededOne', { item: missing[0]! }) : t('flow.checks')}</p>
    </div>
  );
}
