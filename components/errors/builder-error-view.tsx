'use client';

import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { RetryButton } from '@/components/common/retry-button';
import { ServiceStatusPending, ServiceUnavailable, useServiceStatus } from '@/components/common/service-status';
import { useCopy } from '@/components/i18n/copy-scope';

export default function BuilderError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const status = useServiceStatus();
  const t = useCopy('errors');
  useEffect(() => {
    console.error('[builder] page failed:', error.digest ?? error.message);
  }, [error]);
  if (status === 'checking') return <ServiceStatusPending />;
  if (status === 'down') return <ServiceUnavailable reset={reset} />;
  return (
    <div className="mx-auto max-w-md px-6 py-16 text-center">
      <h1 className="text-lg font-semibold text-foreground">{t('somethingWrongRetry')}</h1>
      <RetryButton reset={reset} variant="outline" className="mt-5">
        <RotateCw aria-hidden="true" />
        {t('retry')}
      </RetryButton>
    </div>
  );
}
