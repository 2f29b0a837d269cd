// The report page's one call (docs/listings-and-booking.md "No brokers"), on lib/api/client.ts.
import { apiFetch } from '@/lib/api/client';
import type { BrokerReportAnswer, BrokerReportPayload } from '@/lib/validation/broker-reports';

export const brokerReportsApi = {
  /** Acts: a retry of the same report carries the same Idempotency-Key. */
  report: (payload: BrokerReportPayload) => apiFetch<BrokerReportAnswer>('/api/broker-reports', { method: 'POST', body: payload, idempotent: true }),
};
