'use client';

import { useState, type FormEvent } from 'react';
import { InputField, TextareaField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { useCopy } from '@/components/i18n/copy-scope';
import { FITTING_STATES, KEY_KINDS, METER_KINDS, REPORT_LIMITS, type FittingCheck } from '@/lib/tenancies/condition-report';
import { reportDetailsSchema, type ConditionReportView, type ReportDetailsValues } from '@/lib/validation/condition-reports';
import { conditionReportApi } from './condition-report-api';
import { tenancyErrorText, tenancyServerText } from './tenancy-texts';

// The handover part of a condition report: the meter readings, the keys handed over and each fitting let with the
// home (present, missing or damaged, with a note). Each saves on its own; read-only once the tenant sent it. A
// fitting's name is the listing's, as typed.

interface Props {
  report: ConditionReportView;
  editable: boolean;
  onChange: (report: ConditionReportView) => void;
}

function useSave(report: ConditionReportView, onChange: Props['onChange']) {
  const t = useCopy('tenancy');
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  async function save(values: ReportDetailsValues) {
    const parsed = reportDetailsSchema.safeParse(values);
    if (!parsed.success) return setMessage({ error: true, text: tenancyServerText(parsed.error.issues[0]?.message ?? t('report.checkValues'), t) });
    setPending(true);
    try {
      const answer = await conditionReportApi.saveDetails(report.tenancyId, report.kind, values);
      onChange(answer.report);
      setMessage({ error: false, text: answer.message ? tenancyServerText(answer.message, t) : t('report.saved') });
    } catch (cause) {
      setMessage({ error: true, text: tenancyErrorText(cause, t) });
    } finally {
      setPending(false);
    }
  }
  return { pending, message, save };
}

function Outcome({ message }: { message: { error: boolean; text: string } | null }) {
  if (!message) return null;
  return message.error ? (
    <p role="alert" className="text-sm text-destructive">
      {message.text}
    </p>
  ) : (
    <p role="status" className="text-sm text-green-800">
      {message.text}
    </p>
  );
}

const text = (value: number | null) => (value === null ? '' : String(value));

function CountsForm({ report, editable, onChange, part }: Props & { part: 'meters' | 'keys' }) {
  const t = useCopy('tenancy');
  const kinds = part === 'meters' ? METER_KINDS : KEY_KINDS;
  const label = (kind: string) => (part === 'meters' ? t(`report.meterLabels.${kind as (typeof METER_KINDS)[number]}`) : t(`report.keyLabels.${kind as (typeof KEY_KINDS)[number]}`));
  const current: Record<string, number | null> = part === 'meters' ? report.meters : report.keys;
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(kinds.map((kind) => [kind, text(current[kind] ?? null)])));
  const { pending, message, save } = useSave(report, onChange);
  const heading = t(part === 'meters' ? 'report.meters' : 'report.keys');
  if (!editable) {
    return (
      <section className="space-y-2 rounded-xl border border-border bg-card p-4" aria-label={heading}>
        <h2 className="font-semibold">{heading}</h2>
        <dl className="grid grid-cols-2 gap-y-1 text-sm">
          {kinds.map((kind) => (
            <div key={kind} className="contents">
              <dt className="text-muted-foreground">{label(kind)}</dt>
              <dd className="text-right font-medium">{text(current[kind] ?? null) || t('report.notGiven')}</dd>
            </div>
          ))}
        </dl>
      </section>
    );
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    void save({ [part]: values } as ReportDetailsValues);
  }
  return (
    <form className="space-y-3 rounded-xl border border-border bg-card p-4" onSubmit={submit} noValidate aria-label={heading} data-testid={`report-${part}`}>
      <h2 className="font-semibold">{heading}</h2>
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-3">
        {kinds.map((kind) => (
          <InputField key={kind} id={`${part}-${kind}`} label={label(kind)} inputMode={part === 'meters' ? 'decimal' : 'numeric'} value={values[kind] ?? ''} onChange={(event) => setValues({ ...values, [kind]: event.target.value })} data-testid={`${part}-${kind}`} />
        ))}
      </div>
      <SubmitButton pending={pending} variant="outline" size="default" className="min-h-11">
        {t(part === 'meters' ? 'report.saveReadings' : 'report.saveKeys')}
      </SubmitButton>
      <Outcome message={message} />
    </form>
  );
}

function FittingRow({ fitting, editable, onChange }: { fitting: FittingCheck; editable: boolean; onChange: (fitting: FittingCheck) => void }) {
  const t = useCopy('tenancy');
  const name = `fitting-${fitting.name}`;
  return (
    <fieldset className="space-y-2 border-t border-border pt-3 first:border-t-0 first:pt-0" disabled={!editable}>
      <legend className="text-sm font-medium" data-as-typed>
        {fitting.name}
      </legend>
      <div className="grid grid-cols-3 gap-2">
        {FITTING_STATES.map((state) => (
          <label key={state} className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-input px-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-medium">
            <input type="radio" className="sr-only" name={name} value={state} checked={fitting.state === state} onChange={() => onChange({ ...fitting, state })} />
            {t(`report.fittingStates.${state}`)}
          </label>
        ))}
      </div>
      {fitting.state && fitting.state !== 'present' ? (
        <TextareaField id={`${name}-note`} label={t('report.whatIsWrong')} rows={2} maxLength={REPORT_LIMITS.fittingNoteChars} value={fitting.note} onChange={(event) => onChange({ ...fitting, note: event.target.value })} />
      ) : null}
    </fieldset>
  );
}

function FittingsForm({ report, editable, onChange }: Props) {
  const t = useCopy('tenancy');
  const [fittings, setFittings] = useState(report.fittings);
  const { pending, message, save } = useSave(report, onChange);
  return (
    <form
      className="space-y-3 rounded-xl border border-border bg-card p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void save({ fittings });
      }}
      noValidate
      aria-label={t('report.fittings')}
    >
      <h2 className="font-semibold">{t('report.fittings')}</h2>
      {fittings.length ? (
        fittings.map((fitting, index) => <FittingRow key={fitting.name} fitting={fitting} editable={editable} onChange={(next) => setFittings(fittings.map((item, at) => (at === index ? next : item)))} />)
      ) : (
        <p className="text-sm text-muted-foreground">{t('report.noFittings')}</p>
      )}
      {editable && fittings.length ? (
        <SubmitButton pending={pending} variant="outline" size="default" className="min-h-11">
          {t('report.saveFittings')}
        </SubmitButton>
      ) : null}
      <Outcome message={message} />
    </form>
  );
}

export function ReportHandover(props: Props) {
  return (
    <>
      <CountsForm {...props} part="meters" />
      <CountsForm {...props} part="keys" />
      <FittingsForm {...props} />
    </>
  );
}
