'use client';

import { useId, useState, type ChangeEvent } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { apiErrorMessage } from '@/lib/api/client';
import { OWNERSHIP_DOCUMENT_KINDS, type OwnershipDocumentKind } from '@/lib/owners/home-submission';
import { DOCUMENT_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_REFUSALS } from '@/lib/uploads';
import type { HomeSubmissionView } from '@/lib/validation/home-submission';
import { ChoiceSelect } from './choice-select';
import { useKnownText } from './known-text';
import { submissionApi } from './submission-api';

/** The stored kinds' message keys (homes.documentKinds). */
const KIND_KEYS: Record<OwnershipDocumentKind, 'taxReceipt' | 'electricityBill' | 'saleDeed'> = { 'Property tax receipt': 'taxReceipt', 'Electricity bill': 'electricityBill', 'Sale deed': 'saleDeed' };

/**
 * 'Proof that it is yours': one document in the owner's name, a PDF or a photo of it. Kept privately: only the
 * GHomes team opens it. A new one replaces the old.
 */
export function DocumentUpload({ submissionId, document, onChange }: { submissionId: string; document: HomeSubmissionView['document']; onChange: (submission: HomeSubmissionView) => void }) {
  const ids = useId();
  const t = useCopy('homes');
  const known = useKnownText();
  const kindLabel = (value: string) => (value in KIND_KEYS ? t(`documentKinds.${KIND_KEYS[value as keyof typeof KIND_KEYS]}`) : value);
  const [kind, setKind] = useState<string>(document?.kind ?? '');
  const [fraction, setFraction] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!kind) return setError(t('document.chooseFirst'));
    if (file.size > UPLOAD_MAX_BYTES) return setError(known(UPLOAD_REFUSALS.file_too_large));
    setError(null);
    setFraction(0);
    try {
      onChange((await submissionApi.setDocument(submissionId, kind, file, setFraction)).submission);
    } catch (cause) {
      setError(known(apiErrorMessage(cause)));
    } finally {
      setFraction(null);
    }
  }

  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-3" data-testid="document-upload">
      <div>
        <h2 id={`${ids}-heading`} className="text-lg font-semibold">
          {t('document.heading')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('document.intro')}</p>
      </div>
      <ChoiceSelect id={`${ids}-kind`} label={t('document.which')} placeholder={t('document.choose')} options={OWNERSHIP_DOCUMENT_KINDS.map((value) => ({ value, label: kindLabel(value) }))} value={kind} onChange={(event) => setKind(event.target.value)} />
      {document ? (
        <p role="status" className="text-sm font-medium text-green-800" data-testid="document-added">
          {t('document.added', { kind: kindLabel(document.kind) })}
        </p>
      ) : null}
      {fraction !== null ? <progress className="h-2 w-full" max={1} value={fraction} aria-label={t('document.uploading')} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <label className={`flex min-h-12 cursor-pointer items-center justify-center rounded-lg border border-dashed border-primary px-4 text-sm font-medium text-primary focus-within:outline-2 focus-within:outline-ring ${fraction !== null ? 'pointer-events-none opacity-50' : ''}`}>
        {document ? t('document.replace') : t('document.add')}
        <input type="file" accept={DOCUMENT_ACCEPT} className="sr-only" disabled={fraction !== null} onChange={(event) => void upload(event)} data-testid="document-input" />
      </label>
    </section>
  );
}
