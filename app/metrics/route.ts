// GET /metrics: Prometheus metrics of this process, behind `Authorization: Bearer <METRICS_TOKEN>`; 404 otherwise
// (docs/operations.md "Monitoring").
import { withErrorMapping } from '@/server/http/handler';
import { scrapeResponse } from '@/server/metrics/scrape';

export const dynamic = 'force-dynamic';

export const GET = withErrorMapping((request) => scrapeResponse(request));
