'use client';

import { FormField, fieldAria } from '@/components/forms/form-field';
import { cn } from '@/lib/utils';

interface ChoiceSelectProps extends Omit<React.SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  id: string;
  label: string;
  placeholder: string;
  /** Each choice's stored value and the words the page shows for it. */
  options: readonly { value: string; label: string }[];
  error?: string;
  value: string;
}

/** The form's select (components/forms SelectField's look) where a choice's words differ from the value it stores. */
export function ChoiceSelect({ id, label, error, placeholder, options, className, ...props }: ChoiceSelectProps) {
  return (
    <FormField id={id} label={label} error={error}>
      <select
        id={id}
        {...fieldAria(id, error)}
        className={cn(
          'flex h-12 w-full rounded-lg border border-input bg-background px-3 text-base shadow-xs focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring/40 aria-invalid:border-destructive',
          !props.value && 'text-muted-foreground',
          className,
        )}
        {...props}
      >
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((option) => (
          <option key={option.value} value={option.value} className="text-foreground">
            {option.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}
