import 'server-only';
import { vitalsDeskReport } from '@/server/vitals/desk';
import { metrics } from './registry';

// Real users' Web Vitals for Prometheus: the p75 per page of today and yesterday (India dates), read from
// web_vital_samples at scrape time through the desk's own query, so an alert can fire on p75 LCP over 2.5 s.
// Every instance reads the same table: use max(), not sum() (docs/operations.md "Monitoring").

export async function refreshVitalsGauges(): Promise<void> {
  const { byRoute } = await vitalsDeskReport({ days: 2 });
  const { vitalsP75, vitalsSamples } = metrics();
  vitalsP75.reset();
  vitalsSamples.reset();
  for (const row of byRoute) {
    for (const [metric, figure] of Object.entries(row.figures)) {
      vitalsP75.set({ route: row.key, metric }, figure.p75);
      vitalsSamples.set({ route: row.key, metric }, figure.samples);
    }
  }
}
