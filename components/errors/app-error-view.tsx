'use client';

import { RotateCcw } from 'lucide-react';
import Link from 'next/link';
import { useEffect } from 'react';
import { RetryButton } from '@/components/common/retry-button';
import { ServiceStatusPending, ServiceUnavailable, useServiceStatus } from '@/components/common/service-status';
import { useCopy, useLocalePath } from '@/components/i18n/copy-scope';
import { Button } from '@/components/ui/button';

type BoundaryProps = { error: Error & { digest?: string }; reset: () => void };

/**
 * A page that failed: 'temporarily unavailable' while the database is down, otherwise 'Something went wrong' with
 * `message`, a retry and a way home. Header, footer and navigation stay usable around it.
 */
export function PageErrorView({ error, reset, scope, message }: BoundaryProps & { scope: string; message: string }) {
  const status = useServiceStatus();
  const t = useCopy('errors');
  const { href } = useLocalePath();
  useEffect(() => {
    console.error(`[${scope}] page failed:`, error.digest ?? error.message);
  }, [error, scope]);
  if (status === 'checking') return <ServiceStatusPending />;
  if (status === 'down') return <ServiceUnavailable reset={reset} />;
  return (
    <section role="alert" className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center px-6 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{t('page.title')}</h1>
      <p className="mt-3 text-base leading-relaxed text-muted-foreground">{message}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <RetryButton reset={reset} size="lg" className="rounded-full">
          <RotateCcw aria-hidden="true" />
          {t('retry')}
        </RetryButton>
        <Button asChild size="lg" variant="outline" className="rounded-full">
          <Link href={href('/')}>{t('goHome')}</Link>
        </Button>
      </div>
    </section>
  );
}

/** Any page without its own error boundary. */
export default function AppError(props: BoundaryProps) {
  const t = useCopy('errors');
  return <PageErrorView {...props} scope="app" message={t('page.appMessage')} />;
}
