'use client';

import { useParams, usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { whenPageIdle } from '@/components/common/when-page-idle';
import { routePatternOf } from '@/lib/route-pattern';

/** sessionStorage key a test sets to 'all' to report every view; honoured only when the server allows it. */
export const FORCE_VITALS_KEY = 'ghomes:vitals';

/**
 * Real users' Web Vitals (docs/operations.md "Monitoring"): a sampled page view loads the reporter, and the
 * web-vitals library with it, only once the page has loaded and the main thread is idle, so the first view carries
 * this component alone. The page is named by its route pattern, taken when it loads. Sets no cookie, reads nothing
 * about the person.
 */
export function VitalsBeacon({ sampleRate, forceable }: { sampleRate: number; forceable: boolean }) {
  const pathname = usePathname();
  const params = useParams();
  useEffect(() => {
    if (!sampled(sampleRate, forceable)) return;
    const route = routePatternOf(pathname ?? '/', params ?? {});
    return whenPageIdle(() => void import('./vitals-reporter').then(({ reportVitals }) => reportVitals(route)), { timeoutMs: 5000, fallbackMs: 3000 });
    // Once per page load: the landing page's figures (a later navigation inside the app is not a page load).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function sampled(rate: number, forceable: boolean): boolean {
  try {
    if (forceable && window.sessionStorage.getItem(FORCE_VITALS_KEY) === 'all') return true;
  } catch {
    // Storage blocked: the ordinary sampling decides.
  }
  return Math.random() < rate;
}
