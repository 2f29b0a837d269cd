'use client';

import { Eye, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api/client';
import { ownersApi } from './owners-api';

/** An owner's phone and e-mail, masked until asked for ('Show contact' writes an audit view row). */
export function OwnerContact({ id, name, hint }: { id: string; name: string; hint: string }) {
  const [contact, setContact] = useState<{ phone: string; email: string | null } | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    if (contact) shown.current?.focus();
  }, [contact]);

  async function show() {
    setBusy(true);
    try {
      setContact(await ownersApi.contact(id));
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (contact) {
    return (
      <span className="flex flex-col text-sm">
        <a ref={shown} href={`tel:${contact.phone}`} className="inline-flex min-h-11 items-center font-medium tabular-nums text-primary underline-offset-4 hover:underline">
          {contact.phone}
        </a>
        {contact.email ? (
          <a href={`mailto:${contact.email}`} className="break-all text-primary underline-offset-4 hover:underline">
            {contact.email}
          </a>
        ) : null}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-2">
      <span className="tabular-nums text-muted-foreground" aria-label="Number hidden">
        {hint}
      </span>
      <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={show} disabled={busy} aria-busy={busy} aria-label={`Show ${name}’s contact details`}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Eye aria-hidden="true" />}
        Show
      </Button>
    </span>
  );
}
