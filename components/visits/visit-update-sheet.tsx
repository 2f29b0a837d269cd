'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Drawer, DrawerContent, DrawerDescription, DrawerFooter, DrawerHeader, DrawerTitle } from '@/components/ui/drawer';
import { type VisitFeedback } from '@/lib/catalog';
import { FEEDBACK_VALUES, visitUpdateSchema } from '@/lib/validation/visit-update';
import { DropReasonChoices, FeedbackChoices, VisitNotesField } from './visit-update-fields';
import { visitsApi } from './visits-api';
import { useSheetBackButton } from '@/components/common/use-sheet-back-button';
import { useCopy } from '@/components/i18n/copy-scope';

// 'Update Visit Status' (spec 2.8, 4, 5): feedback Shortlisted / On Hold / Dropped / Visit Again or none,
// drop reasons only for Dropped, notes. The server applies the same rules (lib/validation/visit-update.ts).

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

export function VisitUpdateSheet({ visitId, title, subtitle, initial, started, notYetNote, open, onOpenChange }: VisitUpdateSheetProps) {
  useSheetBackButton(open, onOpenChange);
  const router = useRouter();
  const t = useCopy('visits');
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
      setError(parsed.error.issues[0]?.message ?? t('update.failed'));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      await visitsApi.update(visitId, parsed.data);
      toast.success(t('update.updated'));
      onOpenChange(false);
      router.refresh();
    } catch (failure) {
      console.error('[visits] update failed:', failure);
      toast.error(t('update.failed'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Drawer open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DrawerContent data-testid="visit-update-sheet">
        <form onSubmit={save} className="flex min-h-0 flex-col">
          <DrawerHeader>
            <DrawerTitle>{t('update.title')}</DrawerTitle>
            <DrawerDescription>
              {title} · {subtitle}
            </DrawerDescription>
          </DrawerHeader>
          <div className="space-y-5 overflow-y-auto px-5 pb-2">
            {!started && (
              <p className="rounded-lg bg-muted/60 px-3 py-2 text-sm text-muted-foreground" data-testid="feedback-later">
                {notYetNote ?? t('update.notYet')}
              </p>
            )}
            {started && <FeedbackChoices name={`${ids}-feedback`} feedback={feedback} onChange={setFeedback} />}
            {started && feedback === 'dropped' && <DropReasonChoices reasons={reasons} onToggle={toggleReason} />}
            <VisitNotesField id={`${ids}-notes`} notes={notes} onChange={setNotes} />
            {error && (
              <p role="alert" className="text-sm font-medium text-destructive">
                {error}
              </p>
            )}
          </div>
          <DrawerFooter className="grid grid-cols-2 gap-2">
            <Button type="button" variant="outline" size="lg" disabled={saving} onClick={() => onOpenChange(false)}>
              {t('update.cancel')}
            </Button>
            <Button type="submit" size="lg" disabled={saving}>
              {saving ? t('update.saving') : t('update.save')}
            </Button>
          </DrawerFooter>
        </form>
      </DrawerContent>
    </Drawer>
  );
}
