'use client';

import { Check } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Drawer, DrawerContent, DrawerDescription, DrawerFooter, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { DROP_REASONS, VISIT_FEEDBACK, type VisitFeedback } from '@/lib/catalog';
import { cn } from '@/lib/utils';
import { FEEDBACK_VALUES, VISIT_NOTES_MAX, visitUpdateSchema } from '@/lib/validation/visit-update';
import { dropReasonLabel } from '@/lib/visits/format';
import { visitsApi } from './visits-api';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';

// 'Update Visit Status' (spec 2.8, 4, 5): feedback Shortlisted / On Hold / Dropped / Visit Again or none,
// drop reasons only for Dropped, notes. The server applies the same rules (lib/validation/visit-update.ts).

export const VISIT_UPDATED = 'Visit Updated';
export const VISIT_UPDATE_FAILED = 'Failed to update visit details. Please try again.';

export interface VisitUpdateSheetProps {
  visitId: string;
  title: string;
  subtitle: string;
  initial: { feedback: string | null; dropReasons: string[]; notes: string | null };
  /** 'How was the visit?' is asked only for a visit that happened (lib/visits/feedback.ts). */
  started: boolean;
  /** Why it is not asked yet (default: the visit has not started). */
  notYetNote?: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const chip =
  'flex min-h-11 cursor-pointer items-center justify-center gap-1.5 rounded-xl border px-3 py-2 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring';

export function VisitUpdateSheet({ visitId, title, subtitle, initial, started, notYetNote, open, onOpenChange }: VisitUpdateSheetProps) {
  useSheetBackButton(open, onOpenChange);
  const router = useRouter();
  const ids = useId();
  const [feedback, setFeedback] = useState<VisitFeedback | ''>((FEEDBACK_VALUES as string[]).includes(initial.feedback ?? '') ? (initial.feedback as VisitFeedback) : '');
  const [reasons, setReasons] = useState<string[]>(initial.dropReasons);
  const [notes, setNotes] = useState(initial.notes ?? '');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const toggleReason = (reason: string) => setReasons((current) => (current.includes(reason) ? current.filter((value) => value !== reason) : [...current, reason]));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    if (saving) return;
    const input = { feedback, drop_reason: feedback === 'dropped' ? reasons : [], notes };
    const parsed = visitUpdateSchema.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? VISIT_UPDATE_FAILED);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await visitsApi.update(visitId, parsed.data);
      toast.success(VISIT_UPDATED);
      onOpenChange(false);
      router.refresh();
    } catch (failure) {
      console.error('[visits] update failed:', failure);
      toast.error(VISIT_UPDATE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DrawerContent data-testid="visit-update-sheet">
        <form onSubmit={save} className="flex min-h-0 flex-col">
          <DrawerHeader>
            <DrawerTitle>Update Visit Status</DrawerTitle>
            <DrawerDescription>
              {title} · {subtitle}
            </DrawerDescription>
          </DrawerHeader>
          <div className="space-y-5 overflow-y-auto px-5 pb-2">
            {!started && (
              <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground" data-testid="feedback-later">
                {notYetNote ?? 'You can say how the visit went once it has started. Notes can be added now.'}
              </p>
            )}
            {started && (
            <fieldset className="space-y-2">
              <legend className="mb-2 text-sm font-bold text-foreground">How was the visit?</legend>
              <div className="grid grid-cols-2 gap-2">
                {FEEDBACK_VALUES.map((value) => (
                  <label key={value} className={cn(chip, feedback === value ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-background text-foreground hover:bg-muted')}>
                    <input type="radio" name={`${ids}-feedback`} value={value} checked={feedback === value} onChange={() => setFeedback(value)} className="sr-only" />
                    {feedback === value && <Check aria-hidden="true" className="size-4" />}
                    {VISIT_FEEDBACK[value]}
                  </label>
                ))}
              </div>
              <label className={cn(chip, 'w-full', feedback === '' ? 'border-foreground/40 bg-muted text-foreground' : 'border-dashed border-border text-muted-foreground hover:bg-muted')}>
                <input type="radio" name={`${ids}-feedback`} value="" checked={feedback === ''} onChange={() => setFeedback('')} className="sr-only" />
                No feedback yet
              </label>
            </fieldset>
            )}

            {started && feedback === 'dropped' && (
              <fieldset className="space-y-2" data-testid="drop-reasons">
                <legend className="mb-2 text-sm font-bold text-foreground">Why did you drop it?</legend>
                <div className="flex flex-wrap gap-2">
                  {DROP_REASONS.map((reason) => {
                    const checked = reasons.includes(reason);
                    return (
                      <label key={reason} className={cn(chip, 'min-h-10 rounded-full py-1.5', checked ? 'border-destructive/60 bg-destructive/10 text-destructive' : 'border-border text-foreground hover:bg-muted')}>
                        <input type="checkbox" checked={checked} onChange={() => toggleReason(reason)} className="sr-only" />
                        {checked && <Check aria-hidden="true" className="size-3.5" />}
                        {dropReasonLabel(reason)}
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            )}

            <div className="space-y-2">
              <div className="flex items-baseline justify-between">
                <Label htmlFor={`${ids}-notes`} className="text-sm font-bold">
                  Notes
                </Label>
                <span className="text-xs text-muted-foreground" aria-hidden="true">
                  {notes.length}/{VISIT_NOTES_MAX}
                </span>
              </div>
              <Textarea
                id={`${ids}-notes`}
                value={notes}
                maxLength={VISIT_NOTES_MAX}
                onChange={(event) => setNotes(event.target.value)}
                placeholder="What did you like or not like? Anything to check next time?"
                rows={3}
              />
            </div>
            {error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <DrawerFooter className="grid grid-cols-2 gap-2">
            <Button type="button" variant="outline" size="lg" disabled={saving} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" size="lg" disabled={saving}>
              {saving ? 'Saving...' : 'Save'}
            </Button>
          </DrawerFooter>
        </form>
      </DrawerContent>
    </Drawer>
  );
}
