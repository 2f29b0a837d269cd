'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { DESK_SECTIONS } from '@/lib/ops/desk-sections';
import type { StaffRole } from '@/lib/ops/roles';
import type { PickedSociety } from './staff-api';
import { staffApi } from './staff-api';
import { useDeskAction } from '../use-desk-action';
import { useHydrated } from '../use-hydrated';
import { StaffForm } from './staff-form';

/** 'Change' (role and societies), 'History' (their rows in the audit log) and 'Remove' (after a confirmation). */
export function StaffRowActions({ member }: { member: { userId: string; email: string; role: StaffRole; societies: PickedSociety[] } }) {
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { busy: removing, run } = useDeskAction();
  const hydrated = useHydrated();

  const remove = () =>
    run('action', () => staffApi.remove(member.userId), `${member.email} no longer works on the desk.`, {
      fallback: 'Could not remove the role. Please try again.',
      onSuccess: () => setConfirming(false),
    });

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" onClick={() => setEditing(true)} disabled={!hydrated} aria-label={`Change ${member.email}`}>
        Change
      </Button>
      <Button asChild variant="ghost">
        <Link href={`${DESK_SECTIONS.audit.href}?table=staff_members&row=${member.userId}`} aria-label={`History of ${member.email}`}>
          History
        </Link>
      </Button>
      <Button variant="ghost" className="text-destructive" onClick={() => setConfirming(true)} disabled={!hydrated} aria-label={`Remove ${member.email}`}>
        Remove
      </Button>
      <Dialog open={editing} onOpenChange={setEditing}>
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle className="break-all pr-8">Change {member.email}</DialogTitle>
            <DialogDescription>The new role applies from their next page on the desk.</DialogDescription>
          </DialogHeader>
          <StaffForm member={member} onDone={() => setEditing(false)} />
        </DialogContent>
      </Dialog>
      <Dialog open={confirming} onOpenChange={(open) => !removing && setConfirming(open)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle className="break-all pr-8">Remove {member.email} from the desk?</DialogTitle>
            <DialogDescription>Their account stays; from their next request the desk is closed to them.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setConfirming(false)} disabled={removing}>
              Keep
            </Button>
            <Button variant="destructive" onClick={remove} disabled={removing}>
              {removing ? 'Removing…' : 'Remove role'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
