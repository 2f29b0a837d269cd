'use client';

import { useEffect } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';
import { ErrorPanel } from './error-panel';

/** Spec 8: 'Failed to load tenant profile'. */
export default function TenantProfileError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useCopy('errors');
  useEffect(() => {
    console.error('[tenant-profile] page failed:', error.digest ?? error.message);
  }, [error]);

  return <ErrorPanel className="mx-auto w-full max-w-lg px-4 py-10" title={t('tenantProfileFailed')} reset={reset} backHref="/profile" backLabel={t('backToProfile')} />;
}
