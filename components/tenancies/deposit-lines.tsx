'use client';

import { useState } from 'react';
import { InputField, TextareaField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { DEPOSIT_LIMITS } from '@/lib/tenancies/deposit';
import type { DeductionView, DepositView } from '@/lib/validation/deposits';
import { depositApi } from './deposit-api';
import type { Run } from './deposit-forms';
import { amountText } from './tenancy-texts';

// The deposit's deductions (components/tenancies/deposit.tsx): each line with its amount, reason and evidence (a
// thumbnail of the photo, or a link to the invoice), the tenant's Accept / Dispute, the owner's Remove, and the
// owner's form to add one with its photo or invoice taken or chosen on the phone. The reasons stay as typed.

const ANSWER_KEYS = { accepted: 'deposit.acceptedByTenant', disputed: 'deposit.disputedByTenant' } as const;

function Evidence({ line }: { line: DeductionView }) {
  const t = useCopy('tenancy');
  if (line.evidenceType === 'application/pdf') {
    return (
      <a href={line.evidenceUrl} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4">
        {t('deposit.openInvoice')}
      </a>
    );
  }
  return (
    <a href={line.evidenceUrl} target="_blank" rel="noopener" className="inline-block min-h-11" aria-label={t('deposit.openPhoto', { reason: line.reason })}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a private photo served by the parties' route, not for Next's optimizer */}
      <img src={line.evidenceUrl} alt="" className="h-20 w-28 rounded-md border border-border object-cover" loading="lazy" />
    </a>
  );
}

function TenantAnswer({ tenancyId, line, busy, run }: { tenancyId: string; line: DeductionView; busy: boolean; run: Run }) {
  const t = useCopy('tenancy');
  const [disputing, setDisputing] = useState(false);
  const [reason, setReason] = useState(line.answerReason ?? '');
  if (disputing) {
    return (
      <form
        className="space-y-2"
        onSubmit={(event) => {
          event.preventDefault();
          void run(() => depositApi.answer(tenancyId, line.id, { answer: 'disputed', reason })).then((ok) => ok && setDisputing(false));
        }}
      >
        <TextareaField id={`dispute-${line.id}`} label={t('deposit.whyDispute')} required maxLength={DEPOSIT_LIMITS.disputeChars} value={reason} onChange={(event) => setReason(event.target.value)} disabled={busy} />
        <SubmitButton pending={busy}>{t('deposit.sendDispute')}</SubmitButton>
      </form>
    );
  }
  return (
    <div className="grid grid-cols-2 gap-2">
      <Button type="button" variant="outline" className="min-h-11" disabled={busy || line.answer === 'accepted'} onClick={() => void run(() => depositApi.answer(tenancyId, line.id, { answer: 'accepted' }))}>
        {t('deposit.accept')}
      </Button>
      <Button type="button" variant="outline" className="min-h-11" disabled={busy} onClick={() => setDisputing(true)}>
        {t('deposit.dispute')}
      </Button>
    </div>
  );
}

function Line({ deposit, line, busy, run }: { deposit: DepositView; line: DeductionView; busy: boolean; run: Run }) {
  const t = useCopy('tenancy');
  const { locale } = useLocalePath();
  const open = deposit.state === 'return_due';
  return (
    <li className="space-y-2 rounded-lg border border-border p-3" data-testid="deposit-deduction">
      <div className="flex items-baseline justify-between gap-2">
        <p className="font-medium" data-as-typed>
          {line.reason}
        </p>
        <p className="font-semibold tabular-nums">{amountText(line.amount, locale)}</p>
      </div>
      <Evidence line={line} />
      <p className="text-sm" data-testid="deposit-deduction-answer">
        {t(line.answer ? ANSWER_KEYS[line.answer] : 'deposit.waitingAnswer')}
        {line.answer === 'disputed' && line.answerReason ? `: ${line.answerReason}` : ''}
      </p>
      {open && deposit.viewer === 'tenant' ? <TenantAnswer tenancyId={deposit.tenancyId} line={line} busy={busy} run={run} /> : null}
      {open && deposit.viewer === 'owner' ? (
        <Button type="button" variant="ghost" className="min-h-11" disabled={busy} onClick={() => void run(() => depositApi.removeDeduction(deposit.tenancyId, line.id))}>
          {t('deposit.removeDeduction')}
        </Button>
      ) : null}
    </li>
  );
}

export function DeductionLines({ deposit, busy, run }: { deposit: DepositView; busy: boolean; run: Run }) {
  const t = useCopy('tenancy');
  if (deposit.deductions.length === 0) return deposit.keys?.confirmedAt ? <p className="text-sm text-muted-foreground">{t('deposit.noDeductions')}</p> : null;
  return (
    <ul className="space-y-2" aria-label={t('deposit.deductionsLabel')}>
      {deposit.deductions.map((line) => (
        <Line key={line.id} deposit={deposit} line={line} busy={busy} run={run} />
      ))}
    </ul>
  );
}

/** The owner's deduction: amount, what it is for, and its photo (camera or gallery) or invoice PDF, sent with its progress. */
export function DeductionForm({ tenancyId, busy, run, setProgress }: { tenancyId: string; busy: boolean; run: Run; setProgress: (fraction: number | null) => void }) {
  const t = useCopy('tenancy');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [formKey, setFormKey] = useState(0);
  async function submit() {
    if (!file) return;
    const ok = await run(() => depositApi.addDeduction(tenancyId, { amount, reason }, file, setProgress));
    setProgress(null);
    if (ok) {
      setAmount('');
      setReason('');
      setFile(null);
      setFormKey((key) => key + 1);
    }
  }
  return (
    <form
      key={formKey}
      className="space-y-3 rounded-lg border border-dashed border-border p-3"
      aria-label={t('deposit.addDeductionLabel')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <InputField id="deduction-amount" label={t('deposit.deductionAmount')} type="number" inputMode="numeric" min={1} step={1} required value={amount} onChange={(event) => setAmount(event.target.value)} disabled={busy} />
      <TextareaField id="deduction-reason" label={t('deposit.deductionFor')} required maxLength={DEPOSIT_LIMITS.reasonChars} value={reason} onChange={(event) => setReason(event.target.value)} disabled={busy} />
      <InputField
        id="deduction-evidence"
        label={t('deposit.evidence')}
        hint={t('deposit.evidenceHint')}
        type="file"
        accept="image/*,application/pdf"
        required
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        disabled={busy}
      />
      <SubmitButton pending={busy} disabled={!file}>
        {t('deposit.addDeduction')}
      </SubmitButton>
    </form>
  );
}
