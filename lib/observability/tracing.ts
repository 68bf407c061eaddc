import {
  type Attributes,
  type Span,
  SpanStatusCode,
  context,
  propagation,
  trace,
} from '@opentelemetry/api';

/**
 * Spans of the storefront's own work, under Next.js's request span. Without a tracer set
 * up (no OTEL_* variable: lib/observability/tracing-setup.ts), the API hands out spans that
 * record nothing, and this costs next to nothing. Attribute names are `storefront.*`, or
 * OpenTelemetry's own where one fits.
 */
const tracer = () => trace.getTracer('headless-storefront');

/**
 * Runs `work` in a span named `name`: an error marks the span failed (its kind, not its
 * message, which may quote a value) and is thrown on.
 */
export async function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer().startActiveSpan(name, { attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      span.setStatus({
        code: SpanStatusCode.ERROR,
        message: error instanceof Error ? error.name : 'error',
      });
      throw error;
    } finally {
      span.end();
    }
  });
}

/** Adds the current trace's `traceparent` (W3C Trace Context) to headers going to the store. */
export function withTraceContext(headers: Headers): Headers {
  propagation.inject(context.active(), headers, {
    set: (carrier, key, value) => carrier.set(key, value),
  });
  return headers;
}
