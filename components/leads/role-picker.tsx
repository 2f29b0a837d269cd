'use client';

import { Building2, CheckIcon, Home, KeyRound } from 'lucide-react';
import { cn } from '@/lib/utils';
import { LEAD_ROLES, OWNER_INTERESTS, OWNER_INTEREST_LABELS, type LeadRole, type OwnerInterest } from '@/lib/validation/leads';

const ROLE_DETAILS: Record<LeadRole, { hint: string; icon: typeof Home }> = {
  Tenant: { hint: 'Rent a home', icon: KeyRound },
  Buyer: { hint: 'Buy a home', icon: Home },
  'Property Owner': { hint: 'Rent, sell or manage', icon: Building2 },
};

// Native radios and checkboxes (hidden, the card is their label): keyboard, screen readers and forms for free.
const choiceCard =
  'relative flex cursor-pointer rounded-xl border border-input bg-background transition-colors hover:border-primary/50 has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:ring-4 has-[:focus-visible]:ring-ring/30 has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60';

interface RolePickerProps {
  role: LeadRole | null;
  disabled?: boolean;
  onChange(role: LeadRole): void;
}

export function RolePicker({ role, disabled, onChange }: RolePickerProps) {
  return (
    <fieldset className="space-y-2.5" disabled={disabled}>
      <legend className="mb-2.5 text-sm font-semibold text-slate-900">I am a</legend>
      <div className="grid grid-cols-3 gap-2">
        {LEAD_ROLES.map((option) => {
          const { hint, icon: Icon } = ROLE_DETAILS[option];
          return (
            <label key={option} className={cn(choiceCard, 'min-h-[6.5rem] flex-col items-center justify-center gap-1 px-1.5 py-3 text-center')}>
              <input
                type="radio"
                name="lead-role"
                value={option}
                checked={role === option}
                onChange={() => onChange(option)}
                className="sr-only"
                data-testid={`lead-role-${option}`}
              />
              <Icon aria-hidden="true" className={cn('size-6', role === option ? 'text-primary' : 'text-slate-500')} />
              <span className="text-[13px] font-semibold leading-tight text-slate-900">{option}</span>
              <span className="text-[11px] leading-tight text-slate-600">{hint}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

interface InterestPickerProps {
  interests: OwnerInterest[];
  disabled?: boolean;
  onToggle(interest: OwnerInterest): void;
}

export function InterestPicker({ interests, disabled, onToggle }: InterestPickerProps) {
  return (
    <fieldset className="space-y-2" disabled={disabled} aria-describedby="lead-interests-hint">
      <legend className="text-sm font-semibold text-slate-900">I&apos;m interested in</legend>
      <p id="lead-interests-hint" className="text-xs text-slate-600">
        Choose at least one.
      </p>
      <div className="grid gap-2">
        {OWNER_INTERESTS.map((interest) => {
          const checked = interests.includes(interest);
          return (
            <label key={interest} className={cn(choiceCard, 'min-h-12 items-center gap-3 px-3.5 py-2.5')}>
              <input type="checkbox" value={interest} checked={checked} onChange={() => onToggle(interest)} className="sr-only" />
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-5 shrink-0 items-center justify-center rounded-[5px] border',
                  checked ? 'border-primary bg-primary text-primary-foreground' : 'border-slate-400 bg-background',
                )}
              >
                {checked && <CheckIcon className="size-3.5" strokeWidth={3} />}
              </span>
              <span className="text-sm font-medium text-slate-900">{OWNER_INTEREST_LABELS[interest]}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
