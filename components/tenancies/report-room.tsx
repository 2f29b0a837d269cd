'use client';

import { ChevronDown, Loader2, Trash2 } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { TextareaField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useCopy } from '@/components/i18n/copy-scope';
import { REPORT_LIMITS } from '@/lib/tenancies/condition-report';
import { UPLOAD_MAX_BYTES, UPLOAD_REFUSALS } from '@/lib/uploads';
import { roomNoteSchema, type ConditionReportView, type ReportRoomView } from '@/lib/validation/condition-reports';
import { conditionReportApi } from './condition-report-api';
import { tenancyErrorText, tenancyServerText } from './tenancy-texts';
import { roomName } from './tenancy-words';

// One room of a condition report, a collapsible section: the tenant's note (saved on its own) and the photos, taken
// with the phone's camera or chosen from its gallery, sent one at a time with each one's progress; a refused file
// says why and the others carry on. A room's name is read from its key in the page's language (`roomName`).

interface RoomProps {
  report: ConditionReportView;
  room: ReportRoomView;
  editable: boolean;
  onChange: (report: ConditionReportView) => void;
}

function RoomNote({ report, room, onChange }: Omit<RoomProps, 'editable'>) {
  const t = useCopy('tenancy');
  const [note, setNote] = useState(room.note);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  const id = `note-${room.key}`;
  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = roomNoteSchema.safeParse({ note });
    if (!parsed.success) return setMessage({ error: true, text: tenancyServerText(parsed.error.issues[0]?.message ?? t('report.checkNote'), t) });
    setPending(true);
    try {
      const answer = await conditionReportApi.saveNote(report.tenancyId, report.kind, room.key, parsed.data);
      onChange(answer.report);
      setMessage({ error: false, text: answer.message ? tenancyServerText(answer.message, t) : t('report.saved') });
    } catch (cause) {
      setMessage({ error: true, text: tenancyErrorText(cause, t) });
    } finally {
      setPending(false);
    }
  }
  return (
    <form className="space-y-2" onSubmit={(event) => void save(event)} noValidate>
      <TextareaField id={id} label={t('report.condition')} hint={t('report.conditionHint')} rows={3} maxLength={REPORT_LIMITS.noteChars} value={note} onChange={(event) => setNote(event.target.value)} aside={`${note.length}/${REPORT_LIMITS.noteChars}`} error={message?.error ? message.text : undefined} data-testid="room-note" />
      <SubmitButton pending={pending} variant="outline" size="default" className="min-h-11">
        {t('report.saveNote')}
      </SubmitButton>
      {message && !message.error ? (
        <p role="status" className="text-sm text-green-800">
          {message.text}
        </p>
      ) : null}
    </form>
  );
}

function PhotoUpload({ report, room, onChange }: Omit<RoomProps, 'editable'>) {
  const t = useCopy('tenancy');
  const [progress, setProgress] = useState<{ name: string; fraction: number } | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const full = room.photos.length >= REPORT_LIMITS.photosPerRoom;
  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    const refused: string[] = [];
    for (const file of files) {
      if (file.size > UPLOAD_MAX_BYTES) {
        refused.push(`${file.name}: ${tenancyServerText(UPLOAD_REFUSALS.file_too_large, t)}`);
        continue;
      }
      setProgress({ name: file.name, fraction: 0 });
      try {
        onChange((await conditionReportApi.addPhoto(report.tenancyId, report.kind, room.key, file, (fraction) => setProgress({ name: file.name, fraction }))).report);
      } catch (cause) {
        refused.push(`${file.name}: ${tenancyErrorText(cause, t)}`);
      }
    }
    setProgress(null);
    setProblems(refused);
  }
  return (
    <div className="space-y-2">
      {progress ? (
        <div role="status" className="space-y-1 text-sm">
          <span>{t('report.uploadingFile', { name: progress.name, percent: Math.round(progress.fraction * 100) })}</span>
          <progress className="h-2 w-full" max={1} value={progress.fraction} aria-label={t('report.uploadingLabel', { name: progress.name })} />
        </div>
      ) : null}
      {problems.length ? (
        <ul role="alert" className="space-y-1 text-sm text-destructive" data-testid="report-photo-problems">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
      <label className={`flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-dashed border-primary px-4 text-center text-sm font-medium text-primary focus-within:outline-2 focus-within:outline-ring ${full || progress ? 'pointer-events-none opacity-50' : ''}`}>
        {full ? t('report.roomFull', { count: REPORT_LIMITS.photosPerRoom }) : t(progress ? 'report.uploading' : room.photos.length ? 'report.addMorePhotos' : 'report.takePhotos')}
        {/* The camera first on a phone; the gallery stays one tap away. */}
        <input type="file" accept="image/*" capture="environment" multiple className="sr-only" disabled={full || progress !== null} onChange={(event) => void upload(event)} data-testid="report-photo-input" />
      </label>
    </div>
  );
}

function Photos({ report, room, editable, onChange }: RoomProps) {
  const t = useCopy('tenancy');
  const name = roomName(room, t);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  async function remove(photoId: string) {
    setBusy(photoId);
    setError(null);
    try {
      onChange((await conditionReportApi.removePhoto(report.tenancyId, report.kind, photoId)).report);
    } catch (cause) {
      setError(tenancyErrorText(cause, t));
    } finally {
      setBusy(null);
    }
  }
  if (!room.photos.length) return <p className="text-sm text-muted-foreground">{t('report.noPhotosYet')}</p>;
  return (
    <>
      <ol className="grid grid-cols-3 gap-2" data-testid="report-photo-list">
        {room.photos.map((photo, index) => (
          <li key={photo.id} className="relative">
            <a href={photo.url} target="_blank" rel="noopener">
              {/* eslint-disable-next-line @next/next/no-img-element -- a private photo served by the parties' own route */}
              <img src={photo.url} alt={t('report.photoAlt', { room: name, number: index + 1, count: room.photos.length })} width={photo.width} height={photo.height} loading="lazy" className="aspect-square w-full rounded-md object-cover" />
            </a>
            {editable ? (
              <button type="button" aria-label={t('report.removePhoto', { room: name, number: index + 1 })} disabled={busy !== null} onClick={() => void remove(photo.id)} className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-md bg-background/90 disabled:opacity-40">
                {busy === photo.id ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : <Trash2 aria-hidden="true" className="size-4" />}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </>
  );
}

export function ReportRoom({ report, room, editable, onChange }: RoomProps) {
  const t = useCopy('tenancy');
  const count = room.photos.length;
  return (
    <details className="group rounded-xl border border-border bg-card" data-testid={`report-room-${room.key}`}>
      <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-2 px-4 py-2 font-medium">
        <span>{roomName(room, t)}</span>
        <span className="flex items-center gap-2 text-sm font-normal text-muted-foreground">
          {count ? t(count === 1 ? 'report.photoOne' : 'report.photoOther', { count }) : t('report.noPhotos')}
          {room.note ? t('report.withNote') : ''}
          <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open:rotate-180" />
        </span>
      </summary>
      <div className="space-y-3 border-t border-border p-4">
        {editable ? <RoomNote report={report} room={room} onChange={onChange} /> : <p className="text-sm whitespace-pre-wrap" data-as-typed={room.note ? '' : undefined}>{room.note || t('report.noNote')}</p>}
        <Photos report={report} room={room} editable={editable} onChange={onChange} />
        {editable ? <PhotoUpload report={report} room={room} onChange={onChange} /> : null}
      </div>
    </details>
  );
}
