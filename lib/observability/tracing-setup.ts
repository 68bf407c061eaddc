import 'server-only';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { detectResources, envDetector, resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * Whether the environment asks for traces, by OpenTelemetry's own variables: an OTLP
 * endpoint (OTEL_EXPORTER_OTLP_ENDPOINT or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT), or
 * OTEL_TRACES_EXPORTER=otlp (the collector on localhost:4318). OTEL_SDK_DISABLED=true or
 * OTEL_TRACES_EXPORTER=none turn them off. Nothing set: no tracing at all.
 */
export function tracesWanted(env: Record<string, string | undefined> = process.env): boolean {
  const exporter = env.OTEL_TRACES_EXPORTER?.trim().toLowerCase();
  if (env.OTEL_SDK_DISABLED?.trim().toLowerCase() === 'true' || exporter === 'none') return false;
  if (exporter && exporter !== 'otlp')
    throw new Error(
      `OTEL_TRACES_EXPORTER must be otlp or none here (traces go over OTLP/HTTP); got "${exporter}".`,
    );
  return Boolean(
    exporter ||
    env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() ||
    env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim(),
  );
}

/**
 * Starts OpenTelemetry tracing for this process when the environment asks for it: spans
 * (Next.js's own and the storefront's, lib/observability/tracing.ts) are batched and sent
 * over OTLP/HTTP; W3C `traceparent` is read from requests and sent to the store. The
 * exporter, sampler and batch take the standard OTEL_* variables (OTEL_SERVICE_NAME,
 * OTEL_RESOURCE_ATTRIBUTES, OTEL_EXPORTER_OTLP_HEADERS, OTEL_TRACES_SAMPLER, OTEL_BSP_*...).
 * The spans not sent yet are flushed on SIGTERM. Returns whether tracing is on.
 */
export function startTracing(): boolean {
  if (!tracesWanted()) return false;
  const resource = resourceFromAttributes({ 'service.name': 'headless-storefront' }).merge(
    detectResources({ detectors: [envDetector] }),
  );
  const provider = new NodeTracerProvider({
    resource,
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // Registers the context manager (async hooks) and the W3C trace context propagator.
  provider.register();
  process.once('SIGTERM', () => void provider.shutdown());
  return true;
}
