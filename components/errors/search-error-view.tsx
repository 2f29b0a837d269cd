'use client';

import { useEffect } from 'react';
import { ServiceStatusPending, ServiceUnavailable, useServiceStatus } from '@/components/common/service-status';
import { useCopy } from '@/components/i18n/copy-scope';
import { ErrorPanel } from './error-panel';

/** Spec 8, society search failure: 'Something went wrong. Please try again.' */
export default function SearchError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const status = useServiceStatus();
  const t = useCopy('errors');
  useEffect(() => {
    console.error('[search] page failed:', error.digest ?? error.message);
  }, [error]);

  if (status === 'checking') return <ServiceStatusPending />;
  if (status === 'down') return <ServiceUnavailable reset={reset} />;
  return <ErrorPanel className="mx-auto max-w-3xl px-4 py-10" title={t('somethingWrongRetry')} reset={reset} backHref="/" backLabel={t('backToSearch')} />;
}
