'use client';

import { RotateCcw } from 'lucide-react';
import { useEffect } from 'react';
import { RetryButton } from '@/components/common/retry-button';
import { useCopy } from '@/components/i18n/copy-scope';

// Spec 8: 'Failed to load property data.'
export default function PropertiesError({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useCopy('errors');
  useEffect(() => {
    console.error('[properties] render failed', error.digest ?? error.message);
  }, [error]);
  return (
    <section role="alert" className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-6 px-6 py-16 text-center">
      <p className="text-lg font-semibold">{t('propertiesFailed')}</p>
      <RetryButton reset={reset} size="lg" className="rounded-full">
        <RotateCcw aria-hidden="true" />
        {t('retry')}
      </RetryButton>
    </section>
  );
}
