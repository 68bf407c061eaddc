import { describe, expect, it } from 'vitest';
import { REDACTED, redact, redactFields } from '../../lib/observability/redaction.mjs';
import { logLevel } from '../../lib/observability/logger.mjs';
import { tracesWanted } from '../../lib/observability/tracing-setup';
import { operationOf } from '../../lib/store/management/client';

describe('log redaction', () => {
  it('replaces secret values from the environment, JWTs, bearer values, session cookies and e-mail addresses', () => {
    const secret = 'a-session-secret-of-some-length-0123456789';
    const before = process.env.SESSION_SECRET;
    process.env.SESSION_SECRET = secret;
    const jwt = 'eyJhbGciOiJIUzI1NiJ9.eyJjaWQiOjF9.c2lnbmF0dXJlLXZhbHVl';
    const line = redact(
      `secret ${secret}; token ${jwt}; Authorization: Bearer abc.def; cookie storefront_session=Fe26.2**xyz; to robin@example.com`,
    );
    for (const leaked of [secret, jwt, 'abc.def', 'Fe26.2**xyz', 'robin@example.com'])
      expect(line).not.toContain(leaked);
    expect(line).toContain(REDACTED);
    if (before === undefined) delete process.env.SESSION_SECRET;
    else process.env.SESSION_SECRET = before;
  });

  it('drops fields named like a password, token, cookie or e-mail whatever they hold, at any depth', () => {
    const fields = redactFields({
      customer: { password: 'hunter22', email: 'x', note: 'sam@example.org signed in' },
      headers: { cookie: 'a=b', Authorization: 'Basic Zm9v' },
      ok: 'kept',
    }) as Record<string, Record<string, string>>;
    expect(fields.customer).toEqual({
      password: REDACTED,
      email: REDACTED,
      note: `${REDACTED} signed in`,
    });
    expect(fields.headers).toEqual({ cookie: REDACTED, Authorization: REDACTED });
    expect(fields.ok).toBe('kept');
  });
});

describe('settings', () => {
  it('LOG_LEVEL: info by default, a level pino knows, else a clear error', () => {
    expect(logLevel(undefined)).toBe('info');
    expect(logLevel(' DEBUG ')).toBe('debug');
    expect(() => logLevel('loud')).toThrow(/LOG_LEVEL must be one of .*got "loud"/);
  });

  it('traces only when an OTEL_* variable asks, and never when disabled', () => {
    expect(tracesWanted({})).toBe(false);
    expect(tracesWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(tracesWanted({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://c:4318/v1/traces' })).toBe(
      true,
    );
    expect(tracesWanted({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(
      tracesWanted({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://c:4318', OTEL_SDK_DISABLED: 'true' }),
    ).toBe(false);
    expect(tracesWanted({ OTEL_TRACES_EXPORTER: 'none' })).toBe(false);
    expect(() => tracesWanted({ OTEL_TRACES_EXPORTER: 'zipkin' })).toThrow(/otlp or none/);
  });

  it("management operations name their path's ids as {id}, so metric labels stay few", () => {
    expect(operationOf('GET', '/v3/catalog/products/12/images?limit=5')).toBe(
      'GET /v3/catalog/products/{id}/images',
    );
    expect(operationOf('PUT', '/v2/orders/100')).toBe('PUT /v2/orders/{id}');
  });
});
