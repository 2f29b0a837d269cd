'use client';

import { ShieldCheck } from 'lucide-react';
import Image from 'next/image';
import { formatIndiaTime } from '@/lib/time/india';
import { passInstruction } from '@/lib/visits/gate-pass';

// The gate pass on a visit card: the code large enough to read out to a guard, its QR code for the
// desk's camera, what to do with it at this society's gate (a desk checks it; else the guard reads it), and
// when it is valid. The QR image comes from /api/gate-pass/qr (cached for good).

export function GatePass({ pass }: { pass: { code: string; validFrom: string; validUntil: string; hasDesk: boolean } }) {
  return (
    <section aria-label="Gate pass" data-testid="gate-pass" className="flex items-center gap-2 rounded-xl border-2 min-[360px]:gap-3 border-dashed border-primary/60 bg-primary/5 p-3">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-1 text-xs font-bold uppercase tracking-wide text-primary">
          <ShieldCheck aria-hidden="true" className="size-4" />
          Gate pass
        </p>
        <p className="mt-0.5 whitespace-nowrap font-mono text-xl font-extrabold tracking-[0.08em] text-foreground min-[360px]:text-2xl min-[360px]:tracking-[0.12em]" data-testid="gate-pass-code">
          {pass.code}
        </p>
        <p className="text-xs leading-snug text-muted-foreground" data-testid="gate-pass-instruction">
          {passInstruction(pass.hasDesk)} Valid {formatIndiaTime(pass.validFrom)} to {formatIndiaTime(pass.validUntil)}.
        </p>
      </div>
      {/* A PNG drawn at its size by the route: nothing for the optimizer to do. */}
      <Image
        src={`/api/gate-pass/qr?code=${pass.code}`}
        width={96}
        height={96}
        unoptimized
        alt={`QR code of gate pass ${pass.code}`}
        className="size-20 shrink-0 rounded-md bg-white min-[360px]:size-24"
      />
    </section>
  );
}
