'use client';

import { Eye, Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { formatLeadPhone } from '@/lib/validation/leads';
import { apiErrorMessage } from '@/lib/api/client';
import { leadsApi } from './leads-api';

/**
 * A lead's number, masked until asked for: 'Show number' fetches it (an audit 'view' row on the server) and
 * shows it as a link that dials. Focus moves to the number so a keyboard or screen-reader user lands on it.
 * `lead` says whose it is in the button's name ('the Tenant lead of Ganesh Chaturthi, verified ...'): a page of
 * leads has one such button a row, and each must be told apart by its name alone.
 */
export function ShowPhone({ id, hint, lead }: { id: string; hint: string; lead: string }) {
  const [phone, setPhone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shown = useRef<HTMLAnchorElement>(null);

  // Once the number is on screen (the link exists only after the render that shows it).
  useEffect(() => {
    if (phone) shown.current?.focus();
  }, [phone]);

  async function show() {
    setBusy(true);
    try {
      const answer = await leadsApi.showPhone(id);
      setPhone(answer.phone);
    } catch (error) {
      toast.error(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (phone) {
    return (
      <a ref={shown} href={`tel:${formatLeadPhone(phone).replace(/\s/g, '')}`} className="inline-flex min-h-11 items-center font-medium tabular-nums text-primary underline-offset-4 hover:underline">
        {formatLeadPhone(phone)}
      </a>
    );
  }
  return (
    <span className="inline-flex items-center gap-2">
      <span className="tabular-nums text-muted-foreground" aria-label="Number hidden">
        {hint}
      </span>
      <Button type="button" variant="outline" size="sm" className="min-h-11" onClick={show} disabled={busy} aria-busy={busy} aria-label={`Show number: ${lead}, ending ${hint.slice(-2)}`}>
        {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Eye aria-hidden="true" />}
        Show<span className="sr-only"> number</span>
      </Button>
    </span>
  );
}
