'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { SelectField } from '@/components/forms/form-field';
import { apiErrorMessage } from '@/lib/api/client';
import { OWNERSHIP_DOCUMENT_KINDS } from '@/lib/owners/home-submission';
import { DOCUMENT_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_REFUSALS } from '@/lib/uploads';
import type { HomeSubmissionView } from '@/lib/validation/home-submission';
import { submissionApi } from './submission-api';

/**
 * 'Proof that it is yours': one document in the owner's name, a PDF or a photo of it. Kept privately: only the
 * GHomes team opens it. A new one replaces the old.
 */
export function DocumentUpload({ submissionId, document, onChange }: { submissionId: string; document: HomeSubmissionView['document']; onChange: (submission: HomeSubmissionView) => void }) {
  const ids = useId();
  const [kind, setKind] = useState<string>(document?.kind ?? '');
  const [fraction, setFraction] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!kind) return setError('Choose which document it is first.');
    if (file.size > UPLOAD_MAX_BYTES) return setError(UPLOAD_REFUSALS.file_too_large);
    setError(null);
    setFraction(0);
    try {
      onChange((await submissionApi.setDocument(submissionId, kind, file, setFraction)).submission);
    } catch (cause) {
      setError(apiErrorMessage(cause));
    } finally {
      setFraction(null);
    }
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-3" data-testid="document-upload">
      <div>
        <h2 id={`${ids}-heading`} className="text-lg font-semibold">
          Proof that it is yours
        </h2>
        <p className="text-sm text-muted-foreground">One document in your name. Only the GHomes team sees it, to check the home is yours; it is never shown on the site.</p>
      </div>
      <SelectField id={`${ids}-kind`} label="Which document" placeholder="Choose" options={OWNERSHIP_DOCUMENT_KINDS} value={kind} onChange={(event) => setKind(event.target.value)} />
      {document ? (
        <p role="status" className="text-sm font-medium text-green-800" data-testid="document-added">
          {document.kind} added.
        </p>
      ) : null}
      {fraction !== null ? <progress className="h-2 w-full" max={1} value={fraction} aria-label="Uploading the document" /> : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <label className={`flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-dashed border-primary px-4 text-sm font-medium text-primary focus-within:outline-2 focus-within:outline-ring ${fraction !== null ? 'pointer-events-none opacity-50' : ''}`}>
        {document ? 'Replace the document' : 'Add the document'}
        <input type="file" accept={DOCUMENT_ACCEPT} className="sr-only" disabled={fraction !== null} onChange={(event) => void upload(event)} data-testid="document-input" />
      </label>
    </section>
  );
}
