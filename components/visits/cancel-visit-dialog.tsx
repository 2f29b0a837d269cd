'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { visitsApi } from './visits-api';

// Cancelling an upcoming visit asks once more: the slot goes to others at once.

export const VISIT_CANCELLED = 'Visit cancelled';
export const VISIT_CANCEL_FAILED = 'Failed to cancel the visit. Please try again.';

export function CancelVisitDialog({ visitId, summary, open, onOpenChange }: { visitId: string; summary: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const [cancelling, setCancelling] = useState(false);

  async function confirm() {
    if (cancelling) return;
    setCancelling(true);
    try {
      await visitsApi.cancel(visitId);
      toast.success(VISIT_CANCELLED, { description: 'We have sent you a confirmation.' });
      onOpenChange(false);
      router.refresh();
    } catch (failure) {
      toast.error(failure instanceof Error && failure.message.startsWith('This visit') ? failure.message : VISIT_CANCEL_FAILED);
    } finally {
      setCancelling(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !cancelling && onOpenChange(next)}>
      <DialogContent showClose={false} data-testid="cancel-visit-dialog">
        <DialogHeader>
          <DialogTitle>Cancel this visit?</DialogTitle>
          <DialogDescription>{summary}. The slot will be released for others, and you can book again later.</DialogDescription>
        </DialogHeader>
        <DialogFooter className="grid grid-cols-2 gap-2">
          <Button variant="outline" disabled={cancelling} onClick={() => onOpenChange(false)}>
            Keep Visit
          </Button>
          <Button variant="destructive" disabled={cancelling} onClick={confirm}>
            {cancelling ? 'Cancelling...' : 'Cancel Visit'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
