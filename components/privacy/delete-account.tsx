'use client';

import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';
import { dateTimeIn } from '@/lib/privacy/moments';
import { DeletionPreviewList, useDeletionPreview } from './deletion-preview-list';
import { privacyApi, type DeletionView } from './privacy-api';

const failure = (title: string, error: unknown) => toast.error(title, { description: apiErrorMessage(error) });

function ScheduledDeletion({ deletion, onKept }: { deletion: DeletionView; onKept(): void }) {
  const [saving, setSaving] = useState(false);
  const t = useCopy('account');
  const { locale } = useLocalePath();
  const keep = async () => {
    setSaving(true);
    try {
      await privacyApi.keepAccount();
      toast.success(t('deletion.keptTitle'), { description: t('deletion.keptBody') });
      onKept();
    } catch (error) {
      failure(t('error'), error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div role="status" className="space-y-3 rounded-2xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200" data-testid="deletion-scheduled">
      <p>
        {t('deletion.scheduledBefore')}
        <strong>{dateTimeIn(locale, deletion.finalAt)}</strong>
        {t('deletion.scheduledAfter')}
      </p>
      <Button type="button" variant="outline" className="min-h-11 w-full bg-white" disabled={saving} onClick={() => void keep()}>
        {t('deletion.keep')}
      </Button>
    </div>
  );
}

/** 'Delete my account': a confirmation, then 48 hours in which the e-mail's link (or this section) keeps it. */
export function DeleteAccount({ initial }: { initial: DeletionView | null }) {
  const [deletion, setDeletion] = useState(initial);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const t = useCopy('account');
  const preview = useDeletionPreview(open && !deletion);
  if (deletion) return <ScheduledDeletion deletion={deletion} onKept={() => setDeletion(null)} />;

  const confirm = async () => {
    setSaving(true);
    try {
      const answer = await privacyApi.deleteAccount();
      setDeletion(answer.deletion);
      setOpen(false);
      toast.success(t('deletion.scheduledToast'), { description: answer.message });
    } catch (error) {
      failure(t('error'), error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="ghost" className="min-h-11 w-full text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setOpen(true)} data-testid="delete-account">
        <Trash2Icon aria-hidden="true" />
        {t('deletion.delete')}
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('deletion.confirmTitle')}</DialogTitle>
          <DialogDescription>
            {t('deletion.confirmBody')}
          </DialogDescription>
        </DialogHeader>
        <DeletionPreviewList preview={preview} />
        <DialogFooter className="gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline" className="min-h-11" disabled={saving}>
              {t('deletion.cancel')}
            </Button>
          </DialogClose>
          <Button type="button" className="min-h-11 bg-red-700 hover:bg-red-800" disabled={saving} onClick={() => void confirm()} data-testid="confirm-delete-account">
            {saving ? t('deletion.deleting') : t('deletion.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
