import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { VitalsReport } from '@/lib/validation/vitals';
import { CONNECTION_TYPES } from '@/lib/vitals/vitals';
import { isPublicPageRoute } from '@/lib/vitals/page-routes';
import { routePatternOf } from '@/lib/route-pattern';
import { splitLocalePath } from '@/lib/i18n/locales';

// Loaded after the page (components/layout/after-load.tsx) for a sampled view: collects the five metrics as web-vitals reports
// them and sends them once, with navigator.sendBeacon, when the page is first hidden (the last moment a browser
// reliably lets a page send anything: tab switch, app switch, navigation away, close).

const ENDPOINT = '/api/vitals';

/**
 * Reports the page loaded at `pathname`, named by its route pattern (never the path: it may hold an id). Only a
 * public page reports: the desk's, the kiosk's and a signed-in person's pages are not what visitors meet.
 */
export function reportVitals(pathname: string, params: Record<string, string | string[] | undefined>): void {
  // One route for a page in every language: the language is neither in its pattern nor among its segments.
  const { locale: _language, ...segments } = params;
  const route = routePatternOf(splitLocalePath(pathname).path, segments);
  if (!isPublicPageRoute(route)) return;
  const values = new Map<Metric['name'], number>();
  const record = (metric: Metric) => void values.set(metric.name, metric.value);
  // reportAllChanges off: LCP, CLS and INP report their final value when the page is hidden, before the listener
  // below runs (registered after theirs).
  onLCP(record);
  onINP(record);
  onCLS(record);
  onFCP(record);
  onTTFB(record);
  let sent = false;
  const send = () => {
    if (sent || !values.size) return;
    sent = true;
    const report: VitalsReport = {
      route,
      metrics: [...values].map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 })),
      connection: connectionType(),
    };
    // A plain string (text/plain): a simple request any browser sends, and the endpoint reads JSON whatever the type.
    navigator.sendBeacon?.(ENDPOINT, JSON.stringify(report));
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') send();
  });
  // Browsers that unload a page without a visibility change first still fire pagehide.
  window.addEventListener('pagehide', send);
}

function connectionType(): VitalsReport['connection'] {
  const type = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType;
  return CONNECTION_TYPES.find((known) => known === type);
}
