'use client';

import { FormField, fieldAria, InputField } from '@/components/forms/form-field';
import { cn } from '@/lib/utils';
import type { Errors, Values } from './form-state';

// The controls of the listing forms, each wired to its message by the form kit. Ids are `listing-<field>` so a
// refused save can move the focus to the first field it names.

const selectClass = 'h-12 w-full rounded-md border border-input bg-background px-3 text-base focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive';

interface FieldProps {
  values: Values;
  errors: Errors;
  set: (field: string, value: string | boolean) => void;
}

export function TextField({ field, label, hint, values, errors, set, ...props }: FieldProps & { field: string; label: React.ReactNode; hint?: React.ReactNode } & Omit<React.ComponentProps<'input'>, 'id' | 'value' | 'onChange'>) {
  return (
    <InputField
      id={`listing-${field}`}
      name={field}
      label={label}
      hint={hint}
      error={errors[field]}
      value={String(values[field] ?? '')}
      onChange={(event) => set(field, event.target.value)}
      {...props}
    />
  );
}

export function SelectField({ field, label, options, placeholder, values, errors, set }: FieldProps & { field: string; label: React.ReactNode; options: readonly string[]; placeholder?: string }) {
  const id = `listing-${field}`;
  return (
    <FormField id={id} label={label} error={errors[field]}>
      <select id={id} name={field} value={String(values[field] ?? '')} onChange={(event) => set(field, event.target.value)} className={selectClass} {...fieldAria(id, errors[field])}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export function CheckField({ field, label, values, set, className }: Omit<FieldProps, 'errors'> & { field: string; label: string; className?: string }) {
  return (
    <label className={cn('flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium', className)}>
      <input type="checkbox" name={field} checked={values[field] === true} onChange={(event) => set(field, event.target.checked)} className="size-5 accent-primary" />
      {label}
    </label>
  );
}

/** Rent, deposit, availability and status: the terms both forms edit. */
export function TermsFields({ statuses, ...props }: FieldProps & { statuses: readonly string[] }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField field="expected_rent" label="Rent per month (₹)" inputMode="numeric" autoComplete="off" {...props} />
      <TextField field="expected_deposit" label="Deposit (₹)" inputMode="numeric" autoComplete="off" {...props} />
      <TextField field="available_from_date" label="Available from" type="date" {...props} />
      <SelectField field="listing_status" label="Status" options={statuses} placeholder={props.values.listing_status ? undefined : 'Choose a status'} {...props} />
      <CheckField field="immediate_flag" label="Available immediately" className="sm:col-span-2" values={props.values} set={props.set} />
    </div>
  );
}
