'use client';

// Edit an owner's name, e-mail and preferred channel (the phone is the record's key: a new number comes from the
// import). The e-mail field starts empty when the record has one, so opening the dialog shows no contact detail:
// leave it empty to keep the current address.
import { useState, type FormEvent } from 'react';
import { InputField } from '@/components/forms/form-field';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import type { DeskOwner } from '@/lib/ops/owners';
import { OWNER_CHANNELS, type OwnerChannel } from '@/lib/owners/owners';
import { useDeskAction } from '../use-desk-action';
import { ownersApi } from './owners-api';

const CHANNEL_LABELS: Record<OwnerChannel, string> = { whatsapp: 'WhatsApp', email: 'E-mail' };

export function EditOwner({ owner }: { owner: DeskOwner }) {
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(owner.name);
  const [email, setEmail] = useState('');
  const [channel, setChannel] = useState<OwnerChannel>(owner.channel);
  const [homeLimit, setHomeLimit] = useState(String(owner.homeLimit));
  const action = useDeskAction();
  const pending = action.busy;

  async function submit(event: FormEvent) {
    event.preventDefault();
    await action.run(
      'action',
      async () => {
        const current = email.trim() || (owner.hasEmail ? (await ownersApi.contact(owner.id)).email ?? '' : '');
        return ownersApi.edit(owner.id, { name, email: current, preferred_channel: channel, home_limit: homeLimit });
      },
      'Owner saved',
      { onSuccess: () => setOpen(false) },
    );
  }

  return (
    <>
      <Button type="button" size="sm" variant="outline" className="min-h-11" onClick={() => setOpen(true)} aria-label={`Edit ${owner.name}`}>
        Edit
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <form onSubmit={submit} className="space-y-4">
            <DialogHeader>
              <DialogTitle>Edit owner</DialogTitle>
              <DialogDescription>Changes are recorded in the audit log.</DialogDescription>
            </DialogHeader>
            <InputField id={`owner-name-${owner.id}`} label="Name" value={name} onChange={(event) => setName(event.target.value)} required />
            <InputField
              id={`owner-email-${owner.id}`}
              label="E-mail"
              type="email"
              value={email}
              placeholder={owner.hasEmail ? 'Leave empty to keep the current address' : 'No e-mail yet'}
              onChange={(event) => setEmail(event.target.value)}
            />
            <label htmlFor={`owner-channel-${owner.id}`} className="block text-sm font-medium">
              Preferred channel
            </label>
            <select id={`owner-channel-${owner.id}`} value={channel} onChange={(event) => setChannel(event.target.value as OwnerChannel)} className="h-11 w-full rounded-md border border-input bg-background px-2 text-sm">
              {OWNER_CHANNELS.map((value) => (
                <option key={value} value={value}>
                  {CHANNEL_LABELS[value]}
                </option>
              ))}
            </select>
            <InputField
              id={`owner-home-limit-${owner.id}`}
              label="Homes they may list themselves"
              inputMode="numeric"
              value={homeLimit}
              hint="Homes held or waiting for the desk; 10 unless the desk allows more."
              onChange={(event) => setHomeLimit(event.target.value)}
            />
            <DialogFooter>
              <Button type="submit" className="min-h-11" disabled={pending}>
                Save
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
