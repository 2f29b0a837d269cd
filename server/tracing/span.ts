// Spans around the work an operator follows in traces: database queries, job runs, provider sends. Through
// @opentelemetry/api, which does nothing (and costs a function call) unless instrumentation.ts registered a tracer
// provider because OTEL_EXPORTER_OTLP_ENDPOINT is set. Attributes never hold personal data: names, ids, counts.
// Not 'server-only': the job worker runs it outside Next.
import { SpanStatusCode, trace, type Attributes } from '@opentelemetry/api';

const tracer = () => trace.getTracer('ghomes');

/** Runs `fn` inside a span named `name`; a throw marks the span as failed (its kind only, never its message). */
export async function withSpan<T>(name: string, attributes: Attributes, fn: () => Promise<T>): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await fn();
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
      throw error;
    } finally {
      span.end();
    }
  });
}
