'use client';

import { ShieldCheck } from 'lucide-react';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';
import { formatIndiaTime } from '@/lib/time/india';
import { useCopy } from '@/components/i18n/copy-scope';

// The gate pass on a visit card: the code large enough to read out to a guard, its QR code for the
// desk's camera, what to do with it at this society's gate (a desk checks it; else the guard reads it), and
// when it is valid. The QR code is drawn on the device from the code (qrcode, part of the card page's own scripts,
// which the service worker keeps with the page: a lazily loaded chunk is named nowhere it could find it), so the
// pass shows in full without signal (docs/offline.md). The e-mails use the same picture from /api/gate-pass/qr.

function useQrImage(code: string): string | null {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    toDataURL(code, { width: 240, margin: 2, errorCorrectionLevel: 'M' })
      .then((url) => current && setImage(url))
      .catch((error: unknown) => console.error('[gate pass] QR code not drawn:', error));
    return () => {
      current = false;
    };
  }, [code]);
  return image;
}

export function GatePass({ pass }: { pass: { code: string; validFrom: string; validUntil: string; hasDesk: boolean } }) {
  const qrImage = useQrImage(pass.code);
  const t = useCopy('visits');
  return (
    <section aria-label={t('gatePass.title')} data-testid="gate-pass" className="flex items-center gap-2 rounded-xl border-2 min-[360px]:gap-3 border-dashed border-primary/60 bg-primary/5 p-3">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1 text-xs font-bold uppercase tracking-wide text-primary">
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('gatePass.title')}
        </p>
        <p className="mt-0.5 whitespace-nowrap font-mono text-xl font-extrabold tracking-[0.08em] text-foreground min-[360px]:text-2xl min-[360px]:tracking-[0.12em]" data-testid="gate-pass-code">
          {pass.code}
        </p>
        <p className="text-xs leading-snug text-muted-foreground" data-testid="gate-pass-instruction">
          {t(pass.hasDesk ? 'gatePass.atDesk' : 'gatePass.atGate')} {t('gatePass.valid', { from: formatIndiaTime(pass.validFrom), until: formatIndiaTime(pass.validUntil) })}
        </p>
      </div>
      {qrImage ? (
        // A data URL drawn at its size: nothing for an optimizer to do.
        // eslint-disable-next-line @next/next/no-img-element
        <img src={qrImage} width={96} height={96} alt={t('gatePass.qrAlt', { code: pass.code })} className="size-20 shrink-0 rounded-md bg-white min-[360px]:size-24" />
      ) : (
        <span aria-hidden="true" className="size-20 shrink-0 rounded-md bg-white min-[360px]:size-24" data-testid="gate-pass-qr-pending" />
      )}
    </section>
  );
}
