'use client';

import { ArrowLeft, ArrowRight, Loader2, Trash2 } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { apiErrorMessage } from '@/lib/api/client';
import { SUBMISSION_PHOTO_LIMITS } from '@/lib/owners/home-submission';
import { PHOTO_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_REFUSALS } from '@/lib/uploads';
import type { HomeSubmissionView } from '@/lib/validation/home-submission';
import { useKnownText } from './known-text';
import { submissionApi } from './submission-api';

type Photos = HomeSubmissionView['photos'];

/**
 * 'Photos of your home': picked from the camera or the gallery, sent one at a time with the progress of each; a file
 * that is refused says why and the others carry on. Each photo can be moved earlier or later (the first is the
 * cover) or removed.
 */
export function PhotoUploader({ submissionId, photos, onChange }: { submissionId: string; photos: Photos; onChange: (submission: HomeSubmissionView) => void }) {
  const ids = useId();
  const t = useCopy('homes');
  const known = useKnownText();
  const problem = (name: string, text: string) => t('photos.problem', { name, problem: known(text) });
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [busyPhoto, setBusyPhoto] = useState<string | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused: string[] = [];
    for (const file of files) {
      if (file.size > UPLOAD_MAX_BYTES) {
        refused.push(problem(file.name, UPLOAD_REFUSALS.file_too_large));
        continue;
      }
      setProgress({ name: file.name, fraction: 0 });
      try {
        onChange((await submissionApi.addPhoto(submissionId, file, (fraction) => setProgress({ name: file.name, fraction }))).submission);
      } catch (error) {
        refused.push(problem(file.name, apiErrorMessage(error)));
      }
    }
    setProgress(null);
    setProblems(refused);
  }

  async function change(photoId: string, call: () => Promise<{ submission: HomeSubmissionView }>) {
    setBusyPhoto(photoId);
    try {
      onChange((await call()).submission);
      setProblems([]);
    } catch (error) {
      setProblems([known(apiErrorMessage(error))]);
    } finally {
      setBusyPhoto(null);
    }
  }

  const move = (index: number, by: number) => {
    const order = photos.map((photo) => photo.id);
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    void change(photos[index]!.id, () => submissionApi.reorderPhotos(submissionId, order));
  };
  const full = photos.length >= SUBMISSION_PHOTO_LIMITS.max;

  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-3" data-testid="photo-uploader">
      <div>
        <h2 id={`${ids}-heading`} className="text-lg font-semibold">
          {t('photos.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('photos.intro', { min: SUBMISSION_PHOTO_LIMITS.min, max: SUBMISSION_PHOTO_LIMITS.max })}</p>
      </div>
      {photos.length ? (
        <ol className="grid grid-cols-2 gap-2 sm:grid-cols-3" data-testid="submission-photo-list">
          {photos.map((photo, index) => (
            <li key={photo.id} className="space-y-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- the owner's own upload, shown at its stored size */}
              <img src={photo.url} alt={t('photos.alt', { number: index + 1, count: photos.length })} width={photo.width} height={photo.height} className="aspect-[4/3] w-full rounded-lg object-cover" />
              <div className="flex justify-between">
                <PhotoButton label={t('photos.earlier', { number: index + 1 })} disabled={index === 0 || busyPhoto !== null} onClick={() => move(index, -1)} icon={<ArrowLeft aria-hidden="true" className="size-4" />} />
                <PhotoButton label={t('photos.remove', { number: index + 1 })} disabled={busyPhoto !== null} onClick={() => void change(photo.id, () => submissionApi.removePhoto(submissionId, photo.id))} icon={busyPhoto === photo.id ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Trash2 aria-hidden="true" className="size-4" />} />
                <PhotoButton label={t('photos.later', { number: index + 1 })} disabled={index === photos.length - 1 || busyPhoto !== null} onClick={() => move(index, 1)} icon={<ArrowRight aria-hidden="true" className="size-4" />} />
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {progress ? (
        <div role="status" className="space-y-1 text-sm">
          <span>{t('photos.uploading', { name: progress.name, percent: Math.round(progress.fraction * 100) })}</span>
          <progress className="h-2 w-full" max={1} value={progress.fraction} aria-label={t('photos.uploadingLabel', { name: progress.name })} />
        </div>
      ) : null}
      {problems.length ? (
        <ul role="alert" className="space-y-1 text-sm text-destructive" data-testid="photo-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <label className={`flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-dashed border-primary px-4 text-sm font-medium text-primary focus-within:outline-2 focus-within:outline-ring ${full || progress ? 'pointer-events-none opacity-50' : ''}`}>
        {full ? t('photos.full', { max: SUBMISSION_PHOTO_LIMITS.max }) : photos.length ? t('photos.addMore') : t('photos.add')}
        <input type="file" accept={PHOTO_ACCEPT} multiple className="sr-only" disabled={full || progress !== null} onChange={(event) => void upload(event)} data-testid="photo-input" />
      </label>
    </section>
  );
}

function PhotoButton({ label, disabled, onClick, icon }: { label: string; disabled: boolean; onClick: () => void; icon: React.ReactNode }) {
  return (
    <button type="button" aria-label={label} title={label} disabled={disabled} onClick={onClick} className="inline-flex size-11 items-center justify-center rounded-md border border-border disabled:opacity-40">
      {icon}
    </button>
  );
}
