'use client';

import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { DrawerFooter } from '@/components/ui/drawer';

interface SheetActionsProps {
  cancel: string;
  confirm: string;
  /** The confirm button's words while the request runs. */
  confirming: string;
  saving: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** The booking and reschedule sheets' footer: leave, or confirm (a spinner and both disabled while saving). */
export function SheetActions({ cancel, confirm, confirming, saving, onCancel, onConfirm }: SheetActionsProps) {
  return (
    <DrawerFooter className="grid grid-cols-2 gap-3 border-t bg-background px-5 py-3">
      <Button variant="outline" size="lg" onClick={onCancel} disabled={saving}>
        {cancel}
      </Button>
      <Button size="lg" onClick={onConfirm} disabled={saving} aria-busy={saving}>
        {saving && <Loader2 aria-hidden="true" className="animate-spin" />}
        {saving ? confirming : confirm}
      </Button>
    </DrawerFooter>
  );
}
