import { type AddressInfo } from 'node:net';
import { createServer } from 'node:http';

/** One span as the OTLP/HTTP JSON encoding carries it, with its attributes read out. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  attributes: Record<string, unknown>;
}

export interface OtlpReceiver {
  /** The endpoint for OTEL_EXPORTER_OTLP_ENDPOINT (the exporter adds /v1/traces). */
  endpoint: string;
  spans(): ReceivedSpan[];
  close(): Promise<void>;
}

interface AnyValue {
  stringValue?: string;
  boolValue?: boolean;
  intValue?: number | string;
  doubleValue?: number;
  arrayValue?: { values?: AnyValue[] };
}

function valueOf(value: AnyValue | undefined): unknown {
  if (!value) return undefined;
  if (value.arrayValue) return (value.arrayValue.values ?? []).map(valueOf);
  if (value.intValue !== undefined) return Number(value.intValue);
  return value.stringValue ?? value.boolValue ?? value.doubleValue;
}

/**
 * A stand-in for an OpenTelemetry collector (which cannot run here): an HTTP server that
 * takes OTLP/HTTP JSON trace exports at /v1/traces, as the storefront's exporter sends them,
 * and keeps their spans.
 */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const received: ReceivedSpan[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url !== '/v1/traces' || !request.headers['content-type']?.includes('json')) {
        response.writeHead(415).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        resourceSpans?: Array<{
          scopeSpans?: Array<{
            spans?: Array<{
              traceId: string;
              spanId: string;
              parentSpanId?: string;
              name: string;
              attributes?: Array<{ key: string; value: AnyValue }>;
            }>;
          }>;
        }>;
      };
      for (const resource of body.resourceSpans ?? [])
        for (const scope of resource.scopeSpans ?? [])
          for (const span of scope.spans ?? [])
            received.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId ?? '',
              name: span.name,
              attributes: Object.fromEntries(
                (span.attributes ?? []).map(({ key, value }) => [key, valueOf(value)]),
              ),
            });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    spans: () => [...received],
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
