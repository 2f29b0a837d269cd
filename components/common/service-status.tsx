'use client';

import { CloudOff, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { RetryButton } from '@/components/common/retry-button';
import { ApiError } from '@/lib/api/client';
import { checkHealth } from './health-api';

export type ServiceStatus = 'checking' | 'up' | 'down';

/**
 * Whether the server can reach its database, asked once when an error boundary shows. In production the
 * boundary only gets a digest, never the reason; /api/health says 503 exactly when the database is down, so
 * an outage gets 'temporarily unavailable' and anything else the boundary's own message.
 */
export function useServiceStatus(): ServiceStatus {
  const [status, setStatus] = useState<ServiceStatus>('checking');
  useEffect(() => {
    let current = true;
    checkHealth()
      .then(() => current && setStatus('up'))
      // 503 is the database; no answer at all (status 0) is the server itself unreachable, an outage too.
      .catch((error: unknown) => current && setStatus(error instanceof ApiError && error.status !== 503 && error.status !== 0 ? 'up' : 'down'));
    return () => {
      current = false;
    };
  }, []);
  return status;
}

/** The friendly outage page: what happened, that nothing is lost, and a retry. */
export function ServiceUnavailable({ reset }: { reset: () => void }) {
  return (
    <section role="alert" className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-16 items-center justify-center rounded-full bg-muted text-muted-foreground">
        <CloudOff aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-5 text-2xl font-bold tracking-tight">Temporarily unavailable</h1>
      <p className="mt-3 text-base leading-relaxed text-muted-foreground">
        We can&apos;t reach our servers right now. Please try again in a minute.
      </p>
      <RetryButton reset={reset} size="lg" className="mt-8 w-full rounded-full sm:w-auto">
        <RotateCcw aria-hidden="true" />
        Try again
      </RetryButton>
    </section>
  );
}

/** Holds the boundary's place for the moment the status is being asked, so no wrong message flashes. */
export function ServiceStatusPending() {
  return <div aria-busy="true" className="min-h-[60dvh]" />;
}
