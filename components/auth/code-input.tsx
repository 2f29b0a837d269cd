'use client';

import { OTPInput, REGEXP_ONLY_DIGITS, type SlotProps } from 'input-otp';
import { FieldError } from '@/components/forms/form-field';
import { useCopy } from '@/components/i18n/copy-scope';
import { cn } from '@/lib/utils';
import { CODE_LENGTH } from '@/lib/validation/auth';

interface CodeInputProps {
  id: string;
  value: string;
  onChange(value: string): void;
  label: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
  onComplete?(value: string): void;
}

/** The verification code as a form field: the code entry and its one message (`${id}-error`). */
export function CodeField({ id, code, error, onChange, disabled }: { id: string; code: string; error?: string; onChange(value: string): void; disabled?: boolean }) {
  const t = useCopy('auth');
  return (
    <div className="space-y-2">
      <CodeInput id={id} label={t('code.label')} value={code} onChange={onChange} invalid={!!error} describedBy={`${id}-error`} disabled={disabled} />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** The 6-slot code entry (input-otp): digits only, one-time-code autofill, numeric keyboard, focused at once. */
export function CodeInput({ id, value, onChange, label, invalid, describedBy, disabled, onComplete }: CodeInputProps) {
  return (
    <OTPInput
      id={id}
      value={value}
      onChange={(next) => {
        const typed = next.replace(/\D/g, '');
        // A full code ignores a 7th digit (input-otp would put it in place of the 6th): a correction starts
        // with Backspace. A different paste (earlier digits change) still replaces the code.
        if (value.length === CODE_LENGTH && typed.length === CODE_LENGTH && typed.slice(0, -1) === value.slice(0, -1) && typed !== value) return;
        onChange(typed);
      }}
      onComplete={onComplete}
      maxLength={CODE_LENGTH}
      pattern={REGEXP_ONLY_DIGITS}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoFocus
      disabled={disabled}
      aria-label={label}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      data-testid="code-input"
      pushPasswordManagerStrategy="none"
      pasteTransformer={(pasted) => pasted.replace(/\D/g, '').slice(0, CODE_LENGTH)}
      containerClassName="group flex w-full items-center justify-between gap-2 has-[:disabled]:opacity-60"
      render={({ slots }) => (
        <>
          {slots.map((slot, index) => (
            <Slot key={index} {...slot} invalid={invalid} />
          ))}
        </>
      )}
    />
  );
}

function Slot({ char, isActive, hasFakeCaret, invalid }: SlotProps & { invalid?: boolean }) {
  return (
    <div
      aria-hidden="true"
      className={cn(
        'relative flex h-14 w-full max-w-[3.25rem] items-center justify-center rounded-xl border border-input bg-background text-2xl font-semibold tabular-nums shadow-xs transition-[border-color,box-shadow]',
        char && 'border-foreground/30',
        isActive && 'z-10 border-ring ring-4 ring-ring/20',
        invalid && 'border-destructive',
      )}
    >
      {char}
      {hasFakeCaret && (
        <span className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <span className="h-7 w-px animate-pulse bg-foreground" />
        </span>
      )}
    </div>
  );
}
