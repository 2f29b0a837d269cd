'use client';

// The one form-field kit of every form (login, registration, contact, offer, tenant profile, leads): a label, the
// control, a hint, one message (announced when it appears) wired to the control by aria-describedby and
// aria-invalid, and radio cards for short lists (occupation, tenant type, pets).
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';

export function Optional() {
  return <span className="font-normal text-muted-foreground">(optional)</span>;
}

/** The one message under a field; announced when it appears. */
export function FieldError({ id, message }: { id: string; message?: string }) {
  return (
    <p id={id} role="alert" aria-live="assertive" className={cn('text-sm font-medium text-destructive', !message && 'sr-only')}>
      {message ?? ''}
    </p>
  );
}

/** The attributes that tie a control to its field's message (`${id}-error`) and hint (`${id}-hint`). */
export function fieldAria(id: string, error?: string, hint?: React.ReactNode) {
  return { 'aria-invalid': !!error || undefined, 'aria-describedby': hint ? `${id}-error ${id}-hint` : `${id}-error` };
}

export type HeadingComponent = React.ElementType<{ id?: string; className?: string; children?: React.ReactNode }>;

interface FormFieldProps {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  className?: string;
  labelClassName?: string;
  /** Shown at the label's right, on its line: a live count against a length limit. */
  aside?: React.ReactNode;
  children: React.ReactNode;
}

/** A label, the control (`children`, which spreads `fieldAria(id, error, hint)`), a hint and the message. */
export function FormField({ id, label, error, hint, className, labelClassName, aside, children }: FormFieldProps) {
  const labelElement = (
    <Label htmlFor={id} className={labelClassName}>
      {label}
    </Label>
  );
  return (
    <div className={cn('space-y-2', className)}>
      {aside ? (
        <div className="flex items-baseline justify-between gap-2">
          {labelElement}
          {aside}
        </div>
      ) : (
        labelElement
      )}
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

type InputFieldProps = Omit<React.ComponentProps<'input'>, 'id'> & {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  shellClassName?: string;
  aside?: React.ReactNode;
};

export function InputField({ id, label, error, hint, shellClassName, aside, className, ...props }: InputFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={shellClassName} aside={aside}>
      <Input
        id={id}
        {...fieldAria(id, error, hint)}
        className={cn('h-12', props.readOnly && 'bg-muted text-muted-foreground', className)}
        {...props}
      />
    </FormField>
  );
}

type TextareaFieldProps = Omit<React.ComponentProps<'textarea'>, 'id'> & {
  id: string;
  label: React.ReactNode;
  error?: string;
  hint?: React.ReactNode;
  labelClassName?: string;
  aside?: React.ReactNode;
};

export function TextareaField({ id, label, error, hint, labelClassName, aside, ...props }: TextareaFieldProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} labelClassName={labelClassName} aside={aside}>
      <Textarea id={id} {...fieldAria(id, error, hint)} {...props} />
    </FormField>
  );
}

type SelectFieldProps = Omit<React.ComponentProps<'select'>, 'id'> & { id: string; label: React.ReactNode; error?: string; placeholder: string; options: readonly string[] };

/** A native select: the phone's own picker, best for a long list such as the 36 states and territories. */
export function SelectField({ id, label, error, placeholder, options, className, ...props }: SelectFieldProps) {
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
          <option key={option} value={option} className="text-foreground">
            {option}
          </option>
        ))}
      </select>
    </FormField>
  );
}

interface ChoiceCardsProps<Value extends string> {
  name: string;
  legend: React.ReactNode;
  options: readonly { value: Value; label: string }[];
  value: Value | '';
  onChange(value: Value): void;
  onBlur?(): void;
  error?: string;
  columns?: 1 | 2;
  disabled?: boolean;
}

/** Radio buttons drawn as cards: a large touch target per choice, arrow keys move between them. */
export function ChoiceCards<Value extends string>({ name, legend, options, value, onChange, onBlur, error, columns = 2, disabled }: ChoiceCardsProps<Value>) {
  return (
    <fieldset className="space-y-2" aria-describedby={`${name}-error`} aria-invalid={!!error || undefined}>
      <legend className="mb-2 text-sm font-medium leading-none">{legend}</legend>
      <div className={cn('grid gap-2', columns === 2 ? 'grid-cols-2' : 'grid-cols-1')}>
        {options.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border border-input bg-background px-3 py-2 text-sm font-medium transition-colors',
              'has-[:checked]:border-primary has-[:checked]:bg-teal-50 has-[:checked]:text-teal-900 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
              error && 'border-destructive/60',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              onBlur={onBlur}
              disabled={disabled}
              className="size-4 shrink-0 accent-[#0f766e]"
            />
            <span className="min-w-0">{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${name}-error`} message={error} />
    </fieldset>
  );
}

/** An e-mail address box's attributes: the phone's e-mail keyboard, no capital or spelling fix, the example. */
export const EMAIL_INPUT_PROPS = {
  type: 'email',
  inputMode: 'email',
  autoComplete: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  placeholder: 'you@example.com',
} as const;
