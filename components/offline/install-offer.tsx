'use client';

import { Smartphone } from 'lucide-react';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';
import { answerInstallOffer as answer, installOfferDue as offerDue } from './install-offer-state';
import { installPromptStore } from './install-prompt-store';

// The install offer: only once the person has booked a visit (the moment installing makes sense: the gate pass is
// then on the phone, offline too), and only where the browser offers installing. Never on a first page view. Its
// words are the `device` namespace's.

export function InstallOffer() {
  const t = useCopy('device');
  const prompt = useSyncExternalStore(installPromptStore.subscribe, installPromptStore.get, () => null);
  const [due, setDue] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => setDue(offerDue()), []);
  if (!due || !prompt) return null;

  const install = async () => {
    const event = installPromptStore.take();
    if (!event) return;
    setBusy(true);
    try {
      await event.prompt();
      await event.userChoice;
    } finally {
      answer();
      setDue(false);
      setBusy(false);
    }
  };
  const later = () => {
    answer();
    setDue(false);
  };

  return (
    <section aria-label={t('install.label')} data-testid="install-offer" className="mb-4 flex items-start gap-3 rounded-xl border border-primary/30 bg-primary/5 p-3">
      <Smartphone aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
      <div className="min-w-0 flex-1">
        <p className="text-sm font-medium text-foreground">{t('install.text')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Button type="button" size="sm" className="min-h-11" disabled={busy} onClick={() => void install()}>
            {t('install.add')}
          </Button>
          <Button type="button" size="sm" variant="ghost" className="min-h-11" disabled={busy} onClick={later}>
            {t('install.later')}
          </Button>
        </div>
      </div>
    </section>
  );
}
