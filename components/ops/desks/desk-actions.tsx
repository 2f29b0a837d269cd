'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';
import { deskPinSchema } from '@/lib/validation/ops-admin';
import { useDeskAction } from '../use-desk-action';
import { useHydrated } from '../use-hydrated';
import { desksApi } from './desks-api';

interface DeskActionsProps {
  society: { id: string; name: string };
  hasDesk: boolean;
}

/** 'Set PIN' / 'Change PIN' (a dialog with the PIN) and 'Remove desk' (after a confirmation) for one society. */
export function DeskActions({ society, hasDesk }: DeskActionsProps) {
  const [dialog, setDialog] = useState<'pin' | 'remove' | null>(null);
  const hydrated = useHydrated();
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant={hasDesk ? 'outline' : 'default'} onClick={() => setDialog('pin')} disabled={!hydrated} aria-label={`${hasDesk ? 'Change PIN' : 'Set PIN'} for ${society.name}`}>
        {hasDesk ? 'Change PIN' : 'Set PIN'}
      </Button>
      {hasDesk ? (
        <Button variant="ghost" className="text-destructive" onClick={() => setDialog('remove')} disabled={!hydrated} aria-label={`Remove the desk of ${society.name}`}>
          Remove desk
        </Button>
      ) : null}
      <Dialog open={dialog === 'pin'} onOpenChange={(open) => setDialog(open ? 'pin' : null)}>
        <DialogContent>
          <PinForm society={society} hasDesk={hasDesk} onDone={() => setDialog(null)} />
        </DialogContent>
      </Dialog>
      <Dialog open={dialog === 'remove'} onOpenChange={(open) => setDialog(open ? 'remove' : null)}>
        <DialogContent>
          <RemoveDesk society={society} onDone={() => setDialog(null)} />
        </DialogContent>
      </Dialog>
    </div>
  );
}

function PinForm({ society, hasDesk, onDone }: DeskActionsProps & { onDone: () => void }) {
  const id = useId();
  const router = useRouter();
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = deskPinSchema.safeParse({ pin });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'A desk PIN is 6 to 12 digits.');
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const { outcome } = await desksApi.setPin(society.id, parsed.data);
      toast.success(outcome === 'set' ? `Desk PIN set for ${society.name}.` : `${society.name}'s desk already has this PIN.`);
      onDone();
      router.refresh();
    } catch (caught) {
      setError(apiErrorMessage(caught, 'Could not set the PIN. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <DialogHeader>
        <DialogTitle className="pr-8">
          {hasDesk ? 'Change' : 'Set'} the desk PIN of {society.name}
        </DialogTitle>
        <DialogDescription>
          The guard unlocks <span className="break-all font-mono text-xs">/gate/{society.id}</span> with it.
          {hasDesk ? ' A new PIN signs every open desk of this society out.' : ''}
        </DialogDescription>
      </DialogHeader>
      <div className="space-y-1">
        <label htmlFor={`${id}-pin`} className="text-sm font-medium">
          New PIN (6 to 12 digits)
        </label>
        <Input
          id={`${id}-pin`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          value={pin}
          onChange={(event) => setPin(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p id={`${id}-error`} className="text-sm text-destructive" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      <DialogFooter>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : 'Save PIN'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function RemoveDesk({ society, onDone }: { society: DeskActionsProps['society']; onDone: () => void }) {
  const { busy: removing, run } = useDeskAction();
  const remove = () =>
    run('action', () => desksApi.remove(society.id), ({ removed }) => (removed ? `${society.name} has no security desk any more.` : `${society.name} had no desk.`), {
      fallback: 'Could not remove the desk. Please try again.',
      onSuccess: onDone,
    });
  return (
    <>
      <DialogHeader>
        <DialogTitle className="pr-8">Remove the security desk of {society.name}?</DialogTitle>
        <DialogDescription>Open desks are signed out, and its visits are no longer checked in at the gate.</DialogDescription>
      </DialogHeader>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={removing}>
          Keep the desk
        </Button>
        <Button variant="destructive" onClick={remove} disabled={removing}>
          {removing ? 'Removing…' : 'Remove desk'}
        </Button>
      </DialogFooter>
    </>
  );
}
