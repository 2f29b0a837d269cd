'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FieldError, FormField, fieldAria } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';
import { FACT_SOURCES, SOURCE_LABELS, factDefinition, type FactKey } from '@/lib/societies/facts';
import { indiaToday } from '@/lib/time/india';
import { factChangeSchema } from '@/lib/validation/ops-society-facts';
import { fieldErrors, type Errors } from './form-state';
import { societyFactsApi } from './society-facts-api';

// One fact or rule of a society on the desk: its value, where it came from and when it was checked. Each saves on
// its own (one audit row per change); 'Clear' makes it unknown again.

export interface FactEditorValue {
  key: FactKey;
  label: string;
  value: string;
  source: string;
  checkedOn: string;
}

const SELECT_CLASS =
  'flex h-12 w-full rounded-lg border border-input bg-background px-3 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive';

function ValueControl({ id, fact, value, error, onChange }: { id: string; fact: FactKey; value: string; error?: string; onChange: (value: string) => void }) {
  const kind = factDefinition(fact)!.kind;
  if (kind.type === 'choice') {
    return (
      <select id={id} {...fieldAria(id, error)} className={SELECT_CLASS} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">Unknown</option>
        {kind.choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    );
  }
  const numeric = kind.type !== 'text';
  return <Input id={id} {...fieldAria(id, error)} className="h-12" inputMode={numeric ? 'decimal' : undefined} value={value} placeholder="Unknown" onChange={(event) => onChange(event.target.value)} />;
}

export function FactEditor({ societyId, fact }: { societyId: string; fact: FactEditorValue }) {
  const router = useRouter();
  const [values, setValues] = useState({ value: fact.value, source: fact.source, checked_on: fact.checkedOn });
  const [errors, setErrors] = useState<Errors>({});
  const [saving, setSaving] = useState(false);
  const id = (field: string) => `fact-${fact.key}-${field}`;
  const set = (field: keyof typeof values, value: string) => (setValues((current) => ({ ...current, [field]: value })), setErrors({}));

  const save = async (input: typeof values) => {
    const payload = { fact: fact.key, ...input };
    const found = fieldErrors(factChangeSchema, payload);
    if (found) {
      setErrors(found);
      const first = ['value', 'source', 'checked_on'].find((field) => found[field]);
      if (first) document.getElementById(id(first))?.focus();
      return;
    }
    setSaving(true);
    try {
      const result = await societyFactsApi.save(societyId, payload);
      toast.success(result.changed ? `${fact.label} saved` : `${fact.label} was already so`);
      router.refresh();
    } catch (error) {
      const message = apiErrorMessage(error, 'Could not save. Try again.');
      setErrors({ form: message });
      toast.error(message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form
      className="space-y-3 rounded-xl border bg-card p-4"
      aria-labelledby={id('title')}
      data-testid={`fact-editor-${fact.key}`}
      noValidate
      onSubmit={(event) => (event.preventDefault(), void save(values))}
    >
      <h3 id={id('title')} className="font-semibold">
        {fact.label}
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField id={id('value')} label="Value" error={errors.value}>
          <ValueControl id={id('value')} fact={fact.key} value={values.value} error={errors.value} onChange={(value) => set('value', value)} />
        </FormField>
        <FormField id={id('source')} label="Source" error={errors.source}>
          <select id={id('source')} {...fieldAria(id('source'), errors.source)} className={SELECT_CLASS} value={values.source} onChange={(event) => set('source', event.target.value)}>
            <option value="">Choose</option>
            {FACT_SOURCES.map((source) => (
              <option key={source} value={source}>
                {SOURCE_LABELS[source]}
              </option>
            ))}
          </select>
        </FormField>
        <FormField id={id('checked_on')} label="Checked on" error={errors.checked_on}>
          <Input id={id('checked_on')} {...fieldAria(id('checked_on'), errors.checked_on)} type="date" max={indiaToday()} className="h-12" value={values.checked_on} onChange={(event) => set('checked_on', event.target.value)} />
        </FormField>
      </div>
      <FieldError id={id('form-error')} message={errors.form} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" className="min-h-11" disabled={saving}>
          {saving ? 'Saving…' : 'Save'}
          <span className="sr-only"> {fact.label}</span>
        </Button>
        <Button
          type="button"
          variant="outline"
          className="min-h-11"
          disabled={saving || !fact.value}
          onClick={() => {
            const cleared = { value: '', source: '', checked_on: '' };
            setValues(cleared);
            void save(cleared);
          }}
        >
          Clear<span className="sr-only"> {fact.label}</span>
        </Button>
      </div>
    </form>
  );
}
