'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { useCopy } from '@/components/i18n/copy-scope';
import { visitsApi } from './visits-api';

// Cancelling an upcoming visit asks once more: the slot goes to others at once.

export function CancelVisitDialog({ visitId, summary, open, onOpenChange }: { visitId: string; summary: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const router = useRouter();
  const [cancelling, setCancelling] = useState(false);
  const t = useCopy('visits');

  async function confirm() {
    if (cancelling) return;
    setCancelling(true);
    try {
      await visitsApi.cancel(visitId);
      toast.success(t('cancelDialog.cancelled'), { description: t('cancelDialog.confirmationSent') });
      onOpenChange(false);
      router.refresh();
    } catch (failure) {
      toast.error(failure instanceof Error && failure.message.startsWith('This visit') ? failure.message : t('cancelDialog.failed'));
    } finally {
      setCancelling(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !cancelling && onOpenChange(next)}>
      <DialogContent showClose={false} data-testid="cancel-visit-dialog">
        <DialogHeader>
          <DialogTitle>{t('cancelDialog.title')}</DialogTitle>
          <DialogDescription>{t('cancelDialog.body', { summary })}</DialogDescription>
        </DialogHeader>
        <DialogFooter className="grid grid-cols-2 gap-2">
          <Button variant="outline" disabled={cancelling} onClick={() => onOpenChange(false)}>
            {t('cancelDialog.keep')}
          </Button>
          <Button variant="destructive" disabled={cancelling} onClick={confirm}>
            {cancelling ? t('cancelDialog.cancelling') : t('cancelDialog.cancel')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
