// Traces, only when wanted: with OTEL_EXPORTER_OTLP_ENDPOINT set, @vercel/otel registers OpenTelemetry (Next's own
// spans for requests, rendering and fetches, and ours: server/tracing/span.ts) and sends them to that collector
// over OTLP/HTTP. Unset, nothing is imported and every span call stays a no-op of @opentelemetry/api.
// Not 'server-only': instrumentation.ts and the standalone worker (scripts/worker.ts) call it.

export async function registerTracing(settings: { endpoint: string | undefined; serviceName: string }): Promise<boolean> {
  if (!settings.endpoint) return false;
  const { registerOTel } = await import('@vercel/otel');
  registerOTel({ serviceName: settings.serviceName });
  return true;
}
