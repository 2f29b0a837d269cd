'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2 } from 'lucide-react';
import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ChoiceCards, Optional, TextareaField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useCopy } from '@/components/i18n/copy-scope';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';
import { BROKER_REPORT_DETAILS_MAX, BROKER_REPORT_REASONS } from '@/lib/listings/broker-reports';
import { brokerReportSchema, type BrokerReportInput, type BrokerReportPayload } from '@/lib/validation/broker-reports';
import { brokerReportsApi } from './broker-reports-api';

// The report page's form (docs/listings-and-booking.md "No brokers"): what happened (one of four), the details if the
// tenant wants to add them, and 'Send report', disabled while it is on its way; then the confirmation in its place.
// The words are the `tenant` namespace's `brokerReport` group; the four reasons read as lib/listings/broker-reports.ts
// names them in English. The server's answers (the confirmation, a refusal) come in English.

export interface ReportedHome {
  listingId: string;
  /** '2 BHK · Semi-Furnished for rent in Sobha Lotus Residency'. */
  name: string;
  /** Where 'Back to the homes' goes: the society's properties page. */
  backHref: string;
}

function ReportSent({ message, backHref }: { message: string; backHref: string }) {
  const panel = useRef<HTMLDivElement>(null);
  const t = useCopy('tenant');
  useEffect(() => panel.current?.focus(), []);
  return (
    <div ref={panel} tabIndex={-1} role="status" className="flex flex-col items-center rounded-2xl bg-teal-50 px-5 py-10 text-center ring-1 ring-teal-200 outline-none" data-testid="broker-report-sent">
      <CheckCircle2 aria-hidden="true" className="size-12 text-primary" />
      <p className="mt-3 text-lg font-bold text-slate-900">{message}</p>
      <p className="mt-1 text-sm text-slate-700">{t('brokerReport.thanks')}</p>
      <Link href={backHref} prefetch={false} className="mt-5 inline-flex min-h-11 items-center font-medium text-primary underline underline-offset-4">
        {t('brokerReport.back')}
      </Link>
    </div>
  );
}

export function ReportBrokerForm({ home }: { home: ReportedHome }) {
  const [sent, setSent] = useState<string | null>(null);
  const t = useCopy('tenant');
  const reasonOptions = BROKER_REPORT_REASONS.map((value) => ({ value, label: t(`brokerReport.reasons.${value}`) }));
  const form = useForm<BrokerReportPayload, unknown, BrokerReportInput>({ resolver: zodResolver(brokerReportSchema), defaultValues: { listing_id: home.listingId, details: '' } });
  const { errors, isSubmitting } = form.formState;
  const details = form.watch('details') ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await brokerReportsApi.report(values);
      setSent(answer.message);
    } catch (error) {
      toast.error(apiErrorMessage(error, t('brokerReport.failed')));
    }
  });

  if (sent) return <ReportSent message={sent} backHref={home.backHref} />;
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-labelledby="report-broker-heading" data-testid="report-broker-form">
      <div className="space-y-1.5">
        <h1 id="report-broker-heading" className="text-xl font-bold tracking-tight">
          {t('brokerReport.title')}
        </h1>
        <p className="text-sm text-muted-foreground">
          {t('brokerReport.introBefore')}
          <span className="font-medium text-foreground">{home.name}</span>
          {t('brokerReport.introAfter')}
        </p>
      </div>
      <Controller
        control={form.control}
        name="reason"
        render={({ field }) => (
          <ChoiceCards name="broker-report-reason" legend={t('brokerReport.legend')} columns={1} options={reasonOptions} value={field.value ?? ''} onChange={field.onChange} onBlur={field.onBlur} error={errors.reason?.message} disabled={isSubmitting} />
        )}
      />
      <TextareaField
        id="broker-report-details"
        label={
          <>
            {t('brokerReport.details')} <Optional />
          </>
        }
        aside={<span className="text-xs text-muted-foreground tabular-nums">{`${details.length}/${BROKER_REPORT_DETAILS_MAX}`}</span>}
        hint={t('brokerReport.hint')}
        error={errors.details?.message}
        rows={4}
        maxLength={BROKER_REPORT_DETAILS_MAX}
        readOnly={isSubmitting}
        {...form.register('details')}
      />
      <SubmitButton pending={isSubmitting} className="rounded-xl">
        {isSubmitting ? t('brokerReport.sending') : t('brokerReport.send')}
      </SubmitButton>
    </form>
  );
}
