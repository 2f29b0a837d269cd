'use client';

import type { ReactNode } from 'react';
import { useCopy } from '@/components/i18n/copy-scope';

/**
 * The tenant profile's loading frame, named in the page's language from the `errors` namespace every page's layout
 * hands down (a loading view renders before the page has set the language for next-intl).
 */
export function TenantProfileLoadingFrame({ children }: { children: ReactNode }) {
  const t = useCopy('errors');
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-6" aria-busy="true" aria-label={t('loading.tenantProfile')}>
      {children}
    </div>
  );
}
