'use client';

import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';
import { formatIndiaDate, formatIndiaTime } from '@/lib/time/india';
import { DeletionPreviewList, useDeletionPreview } from './deletion-preview-list';
import { privacyApi, type DeletionView } from './privacy-api';

const failure = (error: unknown) => toast.error('Error', { description: apiErrorMessage(error) });

function ScheduledDeletion({ deletion, onKept }: { deletion: DeletionView; onKept(): void }) {
  const [saving, setSaving] = useState(false);
  const keep = async () => {
    setSaving(true);
    try {
      await privacyApi.keepAccount();
      toast.success('Your account stays', { description: 'Nothing will be deleted.' });
      onKept();
    } catch (error) {
      failure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <div role="status" className="space-y-3 rounded-2xl bg-red-50 p-4 text-sm text-red-900 ring-1 ring-red-200" data-testid="deletion-scheduled">
      <p>
        Your account and everything we hold about you will be deleted on{' '}
        <strong>
          {formatIndiaDate(deletion.finalAt)}, {formatIndiaTime(deletion.finalAt)}
        </strong>
        . We e-mailed you a link to keep it.
      </p>
      <Button type="button" variant="outline" className="min-h-11 w-full bg-white" disabled={saving} onClick={() => void keep()}>
        Keep my account
      </Button>
    </div>
  );
}

/** 'Delete my account': a confirmation, then 48 hours in which the e-mail's link (or this section) keeps it. */
export function DeleteAccount({ initial }: { initial: DeletionView | null }) {
  const [deletion, setDeletion] = useState(initial);
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const preview = useDeletionPreview(open && !deletion);
  if (deletion) return <ScheduledDeletion deletion={deletion} onKept={() => setDeletion(null)} />;

  const confirm = async () => {
    setSaving(true);
    try {
      const answer = await privacyApi.deleteAccount();
      setDeletion(answer.deletion);
      setOpen(false);
      toast.success('Account deletion scheduled', { description: answer.message });
    } catch (error) {
      failure(error);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" variant="ghost" className="min-h-11 w-full text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setOpen(true)} data-testid="delete-account">
        <Trash2Icon aria-hidden="true" />
        Delete my account
      </Button>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete your account?</DialogTitle>
          <DialogDescription>
            In 48 hours we delete your account, profile, tenant profile, hearts, saved searches and alerts, cancel your upcoming visits and withdraw your open offers.
            What an owner needs of a visit that happened or an offer you sent stays, without your name, e-mail or phone. Until then, the link we e-mail you keeps your account.
          </DialogDescription>
        </DialogHeader>
        <DeletionPreviewList preview={preview} />
        <DialogFooter className="gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline" className="min-h-11" disabled={saving}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" className="min-h-11 bg-red-700 hover:bg-red-800" disabled={saving} onClick={() => void confirm()} data-testid="confirm-delete-account">
            {saving ? 'Deleting…' : 'Delete my account'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
