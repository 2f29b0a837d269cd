'use client';

import { Loader2, MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api/client';
import { OWNER_LINK_DAYS } from '@/lib/owners/owners';
import { formatDialDigits } from '@/lib/phone';
import { ownerApi } from './owner-api';

/**
 * Under a closed offer link: 'Send me a new link' (the new link goes to the owner's own e-mail and WhatsApp, so
 * the page never learns where), and the team's WhatsApp and phone for anything else. The answer is announced.
 */
export function NewLinkRequest({ token, chatNumber }: { token: string; chatNumber: string }) {
  const t = useCopy('owners');
  const [busy, setBusy] = useState(false);
  const [answer, setAnswer] = useState<{ text: string; failed: boolean } | null>(null);

  async function ask() {
    if (busy) return;
    setBusy(true);
    setAnswer(null);
    try {
      const { outcome } = await ownerApi.newLink(token);
      setAnswer({ text: t(`newLink.${outcome}`, { days: OWNER_LINK_DAYS }), failed: false });
    } catch (cause) {
      setAnswer({ text: apiErrorMessage(cause, t('newLink.failed')), failed: true });
    } finally {
      setBusy(false);
    }
  }

  const sent = answer && !answer.failed;
  return (
    <div className="mt-4 space-y-3" data-testid="owner-new-link">
      <Button type="button" className="min-h-11 w-full" onClick={ask} disabled={busy || Boolean(sent)} aria-busy={busy}>
        {busy ? <Loader2 className="size-4 animate-spin" aria-hidden="true" /> : null}
        {t('newLink.button')}
      </Button>
      <p role="status" aria-live="polite" className={answer?.failed ? 'text-sm text-destructive' : 'text-sm text-foreground'}>
        {answer?.text ?? ''}
      </p>
      <div className="grid gap-3 min-[480px]:grid-cols-2">
        <Button asChild variant="outline" className="min-h-11">
          <a href={`https://wa.me/${chatNumber}`} target="_blank" rel="noopener noreferrer">
            <MessageCircle className="size-4" aria-hidden="true" />
            {t('newLink.whatsApp')}
          </a>
        </Button>
        <Button asChild variant="outline" className="min-h-11">
          <a href={`tel:+${chatNumber}`} aria-label={t('newLink.callLabel', { number: formatDialDigits(chatNumber) })}>
            <Phone className="size-4" aria-hidden="true" />
            {t('newLink.call')}
          </a>
        </Button>
      </div>
    </div>
  );
}
