'use client';

import { Loader2 } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { InputField, SelectField, TextareaField } from '@/components/forms/form-field';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/client';
import { FURNISHING } from '@/lib/catalog';
import { homeSubmissionDetailsSchema, type HomeSubmissionDetailsValues, type HomeSubmissionSavedAnswer } from '@/lib/validation/home-submission';
import { ChoiceSelect } from './choice-select';
import { useKnownText } from './known-text';
import { SocietyPicker } from './society-picker';
import { submissionApi } from './submission-api';

export interface Configuration {
  id: number;
  name: string;
}

type Values = Record<Exclude<keyof HomeSubmissionDetailsValues, 'kind' | 'society_id'>, string> & { kind: 'rent' | 'sale' };

const EMPTY: Values = { kind: 'rent', tower: '', unit: '', bedroom_configuration_id: '', sqft: '', floor_number: '', furnishing: '', property_parking: '', expected_rent: '', expected_deposit: '', listing_price: '', available_from_date: '', description: '' };

function startValues(initial: HomeSubmissionDetailsValues | undefined): Values {
  if (!initial) return EMPTY;
  return Object.fromEntries(Object.entries({ ...EMPTY, ...initial }).map(([key, value]) => [key, value === null || value === undefined ? '' : String(value)])) as Values;
}

/** A stored furnishing's message key (homes.furnishing.<key>): 'Semi-Furnished' is SemiFurnished. */
export function furnishingKey(value: string): 'Unfurnished' | 'SemiFurnished' | 'FullyFurnished' | null {
  const key = value.replace(/[\s-]+/g, '');
  return key === 'Unfurnished' || key === 'SemiFurnished' || key === 'FullyFurnished' ? key : null;
}

/** Field messages by name, from the route's own schema, each one the form knows in the page's language. */
function fieldErrors(values: HomeSubmissionDetailsValues, known: (message: string) => string): Record<string, string> | null {
  const parsed = homeSubmissionDetailsSchema.safeParse(values);
  if (parsed.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'form')] ??= known(issue.message);
  return errors;
}

/**
 * The home's details, saved as a draft before any photo is sent, so a failed upload never loses what was typed. A
 * failed save keeps everything as typed and says why.
 */
export function HomeDetailsForm({ submissionId, initial, initialSociety, configurations, onSaved }: { submissionId: string | null; initial?: HomeSubmissionDetailsValues; initialSociety: { id: string; name: string } | null; configurations: Configuration[]; onSaved: (answer: HomeSubmissionSavedAnswer, society: { id: string; name: string } | null) => void }) {
  const ids = useId();
  const t = useCopy('homes');
  const known = useKnownText();
  const [values, setValues] = useState<Values>(() => startValues(initial));
  const [society, setSociety] = useState(initialSociety);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (key: keyof Values) => (event: { target: { value: string } }) => setValues((current) => ({ ...current, [key]: event.target.value }));
  const configurationName = configurations.find((option) => String(option.id) === values.bedroom_configuration_id)?.name ?? '';

  async function save(event: FormEvent) {
    event.preventDefault();
    const payload: HomeSubmissionDetailsValues = { ...values, society_id: society?.id ?? '', ...(values.kind === 'rent' ? { listing_price: '' } : { expected_rent: '', expected_deposit: '' }) };
    const found = fieldErrors(payload, known);
    setErrors(found ?? {});
    if (found) return;
    setBusy(true);
    try {
      onSaved(submissionId ? await submissionApi.update(submissionId, payload) : await submissionApi.create(payload), society);
    } catch (error) {
      setErrors({ form: known(apiErrorMessage(error)) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="space-y-4" onSubmit={save} noValidate data-testid="home-details-form">
      {errors.form ? (
        <p role="alert" className="rounded-lg border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {errors.form}
        </p>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">{t('details.iWantTo')}</legend>
        <div className="grid grid-cols-2 gap-2">
          {(['rent', 'sale'] as const).map((kind) => (
            <label key={kind} className="flex min-h-11 items-center gap-2 rounded-md border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5">
              <input type="radio" name={`${ids}-kind`} className="size-5" checked={values.kind === kind} onChange={() => setValues({ ...values, kind })} />
              {kind === 'rent' ? t('details.rentOut') : t('details.sell')}
            </label>
          ))}
        </div>
      </fieldset>
      <SocietyPicker value={society} onChange={setSociety} error={errors.society_id} />
      <UnitFields ids={ids} values={values} set={set} errors={errors} configurations={configurations} configurationName={configurationName} setConfiguration={(name) => setValues({ ...values, bedroom_configuration_id: String(configurations.find((option) => option.name === name)?.id ?? '') })} />
      <PriceFields ids={ids} values={values} set={set} errors={errors} />
      <TextareaField id={`${ids}-description`} label={t('details.about')} hint={t('details.aboutHint')} value={values.description} maxLength={1000} error={errors.description} onChange={set('description')} />
      <Button type="submit" className="min-h-12 w-full" disabled={busy}>
        {busy ? <Loader2 aria-hidden="true" className="size-4 animate-spin" /> : null}
        {submissionId ? t('details.saveChanges') : t('details.saveAndAdd')}
      </Button>
    </form>
  );
}

type FieldProps = { ids: string; values: Values; set: (key: keyof Values) => (event: { target: { value: string } }) => void; errors: Record<string, string> };

function UnitFields({ ids, values, set, errors, configurations, configurationName, setConfiguration }: FieldProps & { configurations: Configuration[]; configurationName: string; setConfiguration: (name: string) => void }) {
  const t = useCopy('homes');
  const furnishings = FURNISHING.map((value) => ({ value, label: t(`furnishing.${furnishingKey(value)!}`) }));
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <InputField id={`${ids}-tower`} label={t('details.tower')} value={values.tower} maxLength={20} error={errors.tower} onChange={set('tower')} />
        <InputField id={`${ids}-unit`} label={t('details.unit')} value={values.unit} maxLength={20} error={errors.unit} onChange={set('unit')} />
      </div>
      <SelectField id={`${ids}-configuration`} label={t('details.configuration')} placeholder={t('details.choose')} options={configurations.map((option) => option.name)} value={configurationName} error={errors.bedroom_configuration_id} onChange={(event) => setConfiguration(event.target.value)} />
      <ChoiceSelect id={`${ids}-furnishing`} label={t('details.furnishing')} placeholder={t('details.choose')} options={furnishings} value={values.furnishing} error={errors.furnishing} onChange={set('furnishing')} />
      <div className="grid grid-cols-2 gap-3">
        <InputField id={`${ids}-sqft`} label={t('details.sqft')} inputMode="numeric" value={values.sqft} error={errors.sqft} onChange={set('sqft')} />
        <InputField id={`${ids}-floor`} label={t('details.floor')} inputMode="numeric" value={values.floor_number} error={errors.floor_number} onChange={set('floor_number')} />
      </div>
      <InputField id={`${ids}-parking`} label={t('details.parking')} placeholder={t('details.parkingPlaceholder')} value={values.property_parking} maxLength={100} error={errors.property_parking} onChange={set('property_parking')} />
    </>
  );
}

function PriceFields({ ids, values, set, errors }: FieldProps) {
  const t = useCopy('homes');
  return values.kind === 'rent' ? (
    <>
      <div className="grid grid-cols-2 gap-3">
        <InputField id={`${ids}-rent`} label={t('details.rentMonth')} inputMode="numeric" value={values.expected_rent} error={errors.expected_rent} onChange={set('expected_rent')} />
        <InputField id={`${ids}-deposit`} label={t('details.deposit')} inputMode="numeric" value={values.expected_deposit} error={errors.expected_deposit} onChange={set('expected_deposit')} />
      </div>
      <InputField id={`${ids}-from`} label={t('details.availableFrom')} type="date" value={values.available_from_date} error={errors.available_from_date} onChange={set('available_from_date')} />
    </>
  ) : (
    <InputField id={`${ids}-price`} label={t('details.salePrice')} inputMode="numeric" value={values.listing_price} error={errors.listing_price} onChange={set('listing_price')} />
  );
}
