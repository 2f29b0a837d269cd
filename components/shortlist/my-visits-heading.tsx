'use client';

import { useCopy } from '@/components/i18n/copy-scope';

/**
 * 'My Visits' on /shortlisted while it loads: a client component reading the `errors` namespace every page's layout
 * hands down, because a loading view renders before the page has set the language for next-intl.
 */
export function MyVisitsHeading() {
  const t = useCopy('errors');
  return <h1 className="mb-4 text-2xl font-bold text-foreground">{t('loading.myVisits')}</h1>;
}
