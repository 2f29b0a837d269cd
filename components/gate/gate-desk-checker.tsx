'use client';

import { BadgeCheck, Camera, Loader2, OctagonX } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@/components/forms/form-field';
import { useCopy } from '@/components/i18n/copy-scope';
import { Input } from '@/components/ui/input';
import { Button } from '@/components/ui/button';
import { formatIndiaTime } from '@/lib/time/india';
import type { ArrivedVisitor } from '@/lib/visits/gate-pass';
import { ApiError } from '@/lib/api/client';
import { gateDeskApi, deskFailureMessage } from './gate-desk-api';
import { QrScanner } from './qr-scanner';

// The open desk: type the code from the visitor's phone or scan its QR code; a pass this society
// accepts now marks the visitor arrived ('Arrived' with the first name and the home); anything else is refused
// with the reason in large type, so the guard can tell the visitor.

type Outcome = { kind: 'arrived'; visitor: ArrivedVisitor } | { kind: 'refused'; message: string };

export function DeskChecker({ societyId }: { societyId: string }) {
  const t = useCopy('gate');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function check(value: string) {
    if (busy) return;
    if (!value.trim()) {
      setOutcome({ kind: 'refused', message: t('checker.empty') });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      const { visitor } = await gateDeskApi.check(societyId, value.trim());
      setOutcome({ kind: 'arrived', visitor });
      setCode('');
    } catch (failure) {
      if (failure instanceof ApiError && failure.code === 'desk_locked') {
        window.location.reload(); // the session ended (a new PIN): the page asks for it
        return;
      }
      setOutcome({ kind: 'refused', message: deskFailureMessage(failure, t) });
    } finally {
      setBusy(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void check(code);
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="space-y-3 rounded-2xl border border-border bg-card p-4 shadow-sm" noValidate data-testid="desk-code-form">
        <FormField id="pass-code" label={t('checker.label')} labelClassName="text-base font-bold">
          <Input
            id="pass-code"
            value={code}
            onChange={(event) => setCode(event.target.value.toUpperCase())}
            placeholder="ABCD-EFGH"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={20}
            className="h-16 text-center font-mono text-3xl tracking-[0.15em] placeholder:text-muted-foreground/50"
          />
        </FormField>
        <div className="grid grid-cols-2 gap-2">
          <Button type="submit" size="lg" className="h-14 text-base" disabled={busy} aria-busy={busy}>
            {busy && <Loader2 aria-hidden="true" className="animate-spin" />}
            {t('checker.check')}
          </Button>
          <Button type="button" size="lg" variant="outline" className="h-14 text-base" onClick={() => setScanning((value) => !value)} aria-pressed={scanning}>
            <Camera aria-hidden="true" />
            {t('checker.scan')}
          </Button>
        </div>
      </form>
      {scanning && (
        <QrScanner
          onClose={() => setScanning(false)}
          onCode={(text) => {
            setScanning(false);
            setCode(text.toUpperCase());
            void check(text);
          }}
        />
      )}
      {outcome && <OutcomePanel outcome={outcome} />}
    </div>
  );
}

function OutcomePanel({ outcome }: { outcome: Outcome }) {
  const t = useCopy('gate');
  if (outcome.kind === 'refused') {
    return (
      <div role="alert" data-testid="desk-result" data-result="refused" className="flex items-start gap-3 rounded-2xl border-2 border-destructive/50 bg-destructive/5 p-4">
        <OctagonX aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-destructive" />
        <div>
          <p className="text-xl font-bold text-destructive">{t('checker.notAllowed')}</p>
          <p className="text-lg text-foreground" data-testid="desk-refusal">{outcome.message}</p>
        </div>
      </div>
    );
  }
  const { visitor } = outcome;
  return (
    <div role="status" data-testid="desk-result" data-result="arrived" className="flex items-start gap-3 rounded-2xl border-2 border-success/60 bg-success/10 p-4">
      <BadgeCheck aria-hidden="true" className="mt-0.5 size-7 shrink-0 text-success" />
      <div className="min-w-0">
        <p className="text-lg font-bold text-success">{t('checker.arrived')}</p>
        <p className="text-xl font-bold text-foreground [overflow-wrap:anywhere]" data-testid="desk-visitor">
          {visitor.firstName}
        </p>
        <p className="text-base text-foreground">{visitor.home}</p>
        <p className="text-sm text-muted-foreground">
          {t('checker.visitLine', { slot: visitor.slot, time: formatIndiaTime(visitor.arrivedAt) })}
        </p>
      </div>
    </div>
  );
}
