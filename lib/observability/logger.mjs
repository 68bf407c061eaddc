import { trace } from '@opentelemetry/api';
import pino from 'pino';
import { redact, redactFields } from './redaction.mjs';
import { processWide } from '../shared/process-wide.mjs';

/**
 * The storefront's log: JSON lines on standard output (pino), one per event, at the level
 * LOG_LEVEL names (`info` by default). Each line made while a request is traced carries
 * `request_id` (the request's trace id, so a line leads to its trace and back) and the span
 * it was made in. Every message and field goes through redaction.mjs first, at every level.
 * `npm start` shows the lines readably (scripts/start/storefront-launcher.ts). Plain `.mjs`:
 * the shared cache's handlers, which Next.js loads itself, log through it too.
 */

/**
 * LOG_LEVEL, checked: a level pino knows, or `silent`.
 * @param {string | undefined} raw
 * @returns {string}
 */
export function logLevel(raw = process.env.LOG_LEVEL) {
  const level = raw?.trim().toLowerCase() || 'info';
  if (!(level in pino.levels.values) && level !== 'silent')
    throw new Error(
      `LOG_LEVEL must be one of ${Object.keys(pino.levels.values).join(', ')} or silent; got "${raw}".`,
    );
  return level;
}

/**
 * The request's trace, when it is traced (lib/observability/tracing-setup.ts).
 * @returns {Record<string, string>}
 */
function traceFields() {
  const ids = trace.getActiveSpan()?.spanContext();
  if (!ids || !trace.isSpanContextValid(ids)) return {};
  return { request_id: ids.traceId, span_id: ids.spanId };
}

/**
 * A logger with the storefront's settings, writing to `destination` (standard output by
 * default; tests give a stream of their own to read what was logged).
 * @param {import('pino').DestinationStream} [destination]
 */
export function makeLogger(destination) {
  return pino(
    {
      level: logLevel(),
      base: { service: 'storefront' },
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => /** @type {Record<string, unknown>} */ (redactFields(fields)),
      },
      mixin: traceFields,
      hooks: {
        // The message itself, and any printf-style argument, before pino formats them.
        logMethod(args, method) {
          const clean = args.map((arg) => (typeof arg === 'string' ? redact(arg) : arg));
          return method.apply(this, /** @type {Parameters<typeof method>} */ (clean));
        },
        // The finished line once more: an error's message and stack are written by pino's
        // serializer after the hooks above.
        streamWrite: (line) => redact(line),
      },
    },
    destination,
  );
}

/**
 * One logger per process, whichever bundled copy asks (Next.js bundles each route apart).
 * @returns {import('pino').Logger}
 */
export function logger() {
  return processWide('logger', () => makeLogger());
}

/**
 * A logger whose lines name the part of the shop they come from (`component`).
 * @param {string} component
 */
export function loggerFor(component) {
  return logger().child({ component });
}
