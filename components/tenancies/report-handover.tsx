'use client';

import { useState, type FormEvent } from 'react';
import { InputField, TextareaField } from '@/components/forms/form-field';
import { SubmitButton } from '@/components/forms/submit-button';
import { apiErrorMessage } from '@/lib/api/client';
import { FITTING_STATES, FITTING_STATE_LABELS, KEY_KINDS, KEY_LABELS, METER_KINDS, METER_LABELS, REPORT_LIMITS, type FittingCheck } from '@/lib/tenancies/condition-report';
import { reportDetailsSchema, type ConditionReportView, type ReportDetailsValues } from '@/lib/validation/condition-reports';
import { conditionReportApi } from './condition-report-api';

// The handover part of a condition report: the meter readings, the keys handed over and each fitting let with the
// home (present, missing or damaged, with a note). Each saves on its own; read-only once the tenant sent it.

interface Props {
  report: ConditionReportView;
  editable: boolean;
  onChange: (report: ConditionReportView) => void;
}

function useSave(report: ConditionReportView, onChange: Props['onChange']) {
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);
  async function save(values: ReportDetailsValues) {
    const parsed = reportDetailsSchema.safeParse(values);
    if (!parsed.success) return setMessage({ error: true, text: parsed.error.issues[0]?.message ?? 'Check the values.' });
    setPending(true);
    try {
      const answer = await conditionReportApi.saveDetails(report.tenancyId, report.kind, values);
      onChange(answer.report);
      setMessage({ error: false, text: answer.message ?? 'Saved.' });
    } catch (cause) {
      setMessage({ error: true, text: apiErrorMessage(cause) });
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
  const kinds = part === 'meters' ? METER_KINDS : KEY_KINDS;
  const labels: Record<string, string> = part === 'meters' ? METER_LABELS : KEY_LABELS;
  const current: Record<string, number | null> = part === 'meters' ? report.meters : report.keys;
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(kinds.map((kind) => [kind, text(current[kind] ?? null)])));
  const { pending, message, save } = useSave(report, onChange);
  const heading = part === 'meters' ? 'Meter readings' : 'Keys handed over';
  if (!editable) {
    return (
      <section className="space-y-2 rounded-xl border border-border bg-card p-4" aria-label={heading}>
        <h2 className="font-semibold">{heading}</h2>
        <dl className="grid grid-cols-2 gap-y-1 text-sm">
          {kinds.map((kind) => (
            <div key={kind} className="contents">
              <dt className="text-muted-foreground">{labels[kind]}</dt>
              <dd className="text-right font-medium">{text(current[kind] ?? null) || 'Not given'}</dd>
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
          <InputField key={kind} id={`${part}-${kind}`} label={labels[kind]} inputMode={part === 'meters' ? 'decimal' : 'numeric'} value={values[kind] ?? ''} onChange={(event) => setValues({ ...values, [kind]: event.target.value })} data-testid={`${part}-${kind}`} />
        ))}
      </div>
      <SubmitButton pending={pending} variant="outline" size="default" className="min-h-11">
        Save {part === 'meters' ? 'the readings' : 'the keys'}
      </SubmitButton>
      <Outcome message={message} />
    </form>
  );
}

function FittingRow({ fitting, editable, onChange }: { fitting: FittingCheck; editable: boolean; onChange: (fitting: FittingCheck) => void }) {
  const name = `fitting-${fitting.name}`;
  return (
    <fieldset className="space-y-2 border-t border-border pt-3 first:border-t-0 first:pt-0" disabled={!editable}>
      <legend className="text-sm font-medium">{fitting.name}</legend>
      <div className="grid grid-cols-3 gap-2">
        {FITTING_STATES.map((state) => (
          <label key={state} className="flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-input px-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:checked]:font-medium">
            <input type="radio" className="sr-only" name={name} value={state} checked={fitting.state === state} onChange={() => onChange({ ...fitting, state })} />
            {FITTING_STATE_LABELS[state]}
          </label>
        ))}
      </div>
      {fitting.state && fitting.state !== 'present' ? (
        <TextareaField id={`${name}-note`} label="What is wrong" rows={2} maxLength={REPORT_LIMITS.fittingNoteChars} value={fitting.note} onChange={(event) => onChange({ ...fitting, note: event.target.value })} />
      ) : null}
    </fieldset>
  );
}

function FittingsForm({ report, editable, onChange }: Props) {
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
      aria-label="Fittings"
    >
      <h2 className="font-semibold">Fittings</h2>
      {fittings.length ? (
        fittings.map((fitting, index) => <FittingRow key={fitting.name} fitting={fitting} editable={editable} onChange={(next) => setFittings(fittings.map((item, at) => (at === index ? next : item)))} />)
      ) : (
        <p className="text-sm text-muted-foreground">No furniture or appliances were let with the home.</p>
      )}
      {editable && fittings.length ? (
        <SubmitButton pending={pending} variant="outline" size="default" className="min-h-11">
          Save the fittings
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
