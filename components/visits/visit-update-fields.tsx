'use client';

import { Check } from 'lucide-react';
import { TextareaField } from '@/components/forms/form-field';
import { useCopy } from '@/components/i18n/copy-scope';
import { DROP_REASONS, type VisitFeedback } from '@/lib/catalog';
import { cn } from '@/lib/utils';
import { FEEDBACK_VALUES, VISIT_NOTES_MAX } from '@/lib/validation/visit-update';
import { dropReasonText, feedbackText } from './visit-sheet-texts';

// The fields of 'Update Visit Status' (visit-update-sheet.tsx): the feedback chips, the drop reasons and the notes.

const chip =
  'flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-xl border px-3 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';

/** 'How was the visit?': one of the four feedbacks, or 'No feedback yet'. */
export function FeedbackChoices({ name, feedback, onChange }: { name: string; feedback: VisitFeedback | ''; onChange: (feedback: VisitFeedback | '') => void }) {
  const t = useCopy('visits');
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 text-sm font-bold text-foreground">{t('update.howWasIt')}</legend>
      <div className="grid grid-cols-2 gap-2">
        {FEEDBACK_VALUES.map((value) => (
          <label key={value} className={cn(chip, feedback === value ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background text-foreground hover:bg-muted')}>
            <input type="radio" name={name} value={value} checked={feedback === value} onChange={() => onChange(value)} className="sr-only" />
            {feedback === value && <Check aria-hidden="true" className="size-4" />}
            {feedbackText(value, t)}
          </label>
        ))}
      </div>
      <label className={cn(chip, 'w-full', feedback === '' ? 'border-foreground/40 bg-muted text-foreground' : 'border-dashed border-border text-muted-foreground hover:bg-muted')}>
        <input type="radio" name={name} value="" checked={feedback === ''} onChange={() => onChange('')} className="sr-only" />
        {t('update.noFeedback')}
      </label>
    </fieldset>
  );
}

/** 'Why did you drop it?': any of the drop reasons, as chips. */
export function DropReasonChoices({ reasons, onToggle }: { reasons: string[]; onToggle: (reason: string) => void }) {
  const t = useCopy('visits');
  return (
    <fieldset className="space-y-2" data-testid="drop-reasons">
      <legend className="mb-2 text-sm font-bold text-foreground">{t('update.whyDrop')}</legend>
      <div className="flex flex-wrap gap-2">
        {DROP_REASONS.map((reason) => {
          const checked = reasons.includes(reason);
          return (
            <label key={reason} className={cn(chip, 'min-h-10 rounded-full py-1.5', checked ? 'border-destructive/60 bg-destructive/10 text-destructive' : 'border-border text-foreground hover:bg-muted')}>
              <input type="checkbox" checked={checked} onChange={() => onToggle(reason)} className="sr-only" />
              {checked && <Check aria-hidden="true" className="size-3.5" />}
              {dropReasonText(reason, t)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** The notes, with a count against their limit (the field stops at the limit). */
export function VisitNotesField({ id, notes, onChange }: { id: string; notes: string; onChange: (notes: string) => void }) {
  const t = useCopy('visits');
  return (
    <TextareaField
      id={id}
      label={t('update.notes')}
      labelClassName="text-sm font-bold"
      aside={
        <span className="text-xs text-muted-foreground" aria-hidden="true">
          {notes.length}/{VISIT_NOTES_MAX}
        </span>
      }
      value={notes}
      maxLength={VISIT_NOTES_MAX}
      onChange={(event) => onChange(event.target.value)}
      placeholder={t('update.notesPlaceholder')}
      rows={3}
    />
  );
}
