'use client';

import { useState, type FormEvent } from 'react';
import { TextareaField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { REPORT_LIMITS } from '@/lib/tenancies/condition-report';
import { reportCommentSchema, type ConditionReportAnswer, type ConditionReportView } from '@/lib/validation/condition-reports';
import { conditionReportApi, reportPdfUrl } from './condition-report-api';
import { tenancyErrorText, tenancyServerText } from './tenancy-texts';

// What a party does next with the report: the tenant sends it to the owner; the owner confirms it (which locks it)
// or comments (which sends it back); once locked, both download its PDF.

interface Props {
  report: ConditionReportView;
  onChange: (report: ConditionReportView) => void;
}

function useAction(onChange: Props['onChange']) {
  const t = useCopy('tenancy');
  const [pending, setPending] = useState<string | null>(null);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  async function run(name: string, call: () => Promise<ConditionReportAnswer>) {
    setPending(name);
    setMessage(null);
    try {
      const answer = await call();
      onChange(answer.report);
      setMessage(answer.message ? { error: false, text: tenancyServerText(answer.message, t) } : null);
    } catch (cause) {
      setMessage({ error: true, text: tenancyErrorText(cause, t) });
    } finally {
      setPending(null);
    }
  }
  return { pending, message, setMessage, run };
}

function OwnerReview({ report, onChange }: Props) {
  const t = useCopy('tenancy');
  const { pending, message, setMessage, run } = useAction(onChange);
  const [comment, setComment] = useState('');
  function sendBack(event: FormEvent) {
    event.preventDefault();
    const parsed = reportCommentSchema.safeParse({ comment });
    if (!parsed.success) return setMessage({ error: true, text: tenancyServerText(parsed.error.issues[0]?.message ?? t('report.writeComment'), t) });
    void run('comment', () => conditionReportApi.comment(report.tenancyId, report.kind, parsed.data));
  }
  return (
    <section className="space-y-3 rounded-xl border border-border bg-card p-4" aria-labelledby="review-heading">
      <h2 id="review-heading" className="font-semibold">
        {t('report.yourReview')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('report.reviewIntro')}</p>
      <Button type="button" className="min-h-12 w-full" disabled={pending !== null} onClick={() => void run('confirm', () => conditionReportApi.confirm(report.tenancyId, report.kind))} data-testid="report-confirm">
        {t(pending === 'confirm' ? 'report.confirming' : 'report.confirm')}
      </Button>
      <form className="space-y-2" onSubmit={sendBack} noValidate>
        <TextareaField id="report-comment" label={t('report.commentLabel')} rows={3} maxLength={REPORT_LIMITS.commentChars} value={comment} onChange={(event) => setComment(event.target.value)} />
        <SubmitButton pending={pending === 'comment'} variant="outline" size="default" className="min-h-11" disabled={pending !== null}>
          {t('report.sendBack')}
        </SubmitButton>
      </form>
      <Outcome message={message} />
    </section>
  );
}

function Outcome({ message }: { message: { error: boolean; text: string } | null }) {
  if (!message) return null;
  return (
    <p role={message.error ? 'alert' : 'status'} className={`text-sm ${message.error ? 'text-destructive' : 'text-green-800'}`} data-testid="report-action-message">
      {message.text}
    </p>
  );
}

function TenantSend({ report, onChange }: Props) {
  const t = useCopy('tenancy');
  const { pending, message, run } = useAction(onChange);
  return (
    <section className="space-y-2">
      <Button type="button" className="min-h-12 w-full" disabled={pending !== null} onClick={() => void run('send', () => conditionReportApi.send(report.tenancyId, report.kind))} data-testid="report-send">
        {t(pending ? 'report.sending' : 'report.send')}
      </Button>
      <p className="text-xs text-muted-foreground">{t('report.sendNote')}</p>
      <Outcome message={message} />
    </section>
  );
}

export function ReportActions({ report, onChange }: Props) {
  const t = useCopy('tenancy');
  if (report.status === 'locked') {
    return (
      <section className="space-y-2 rounded-xl border border-border bg-card p-4">
        <p role="status" className="text-sm font-medium text-green-800" data-testid="report-locked">
          {t('report.locked')}
        </p>
        <a href={reportPdfUrl(report.tenancyId, report.kind)} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center text-sm font-medium text-primary underline underline-offset-4" data-testid="report-pdf-link">
          {t('reportCard.pdf')}
        </a>
        <p className="text-xs break-all text-muted-foreground">{t('view.fingerprint', { sha: report.pdfSha256 ?? '' })}</p>
      </section>
    );
  }
  if (report.viewer === 'tenant') {
    return report.status === 'draft' ? (
      <TenantSend report={report} onChange={onChange} />
    ) : (
      <p role="status" className="rounded-lg border border-border bg-muted/40 p-3 text-sm" data-testid="report-sent">
        {t('reportCard.sentByTenant')}
      </p>
    );
  }
  return report.status === 'sent' ? (
    <OwnerReview report={report} onChange={onChange} />
  ) : (
    <p role="status" className="rounded-lg border border-border bg-muted/40 p-3 text-sm">
      {t('report.tenantFilling')}
    </p>
  );
}
