import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig, storeApiConfigSchema } from '@/lib/store/config';
import { failureReason } from '@/lib/shared/failure-reason';
import { StoreApiClient } from '@/lib/store/management/client';
import { StoreApiError } from '@/lib/store/management/errors';
import { createImpersonationToken } from '@/lib/store/management/tokens';
import { StoreUnavailableError, unavailableReason } from '@/lib/store/errors';
import { freePort } from '../../scripts/lib/free-port';

const SECRET = 'SECRET-token-4f2a9c';
const BAD_TOKEN = `${SECRET}\nX-Injected: 1`;

/** The error node's fetch throws for a header value with a line break: it quotes the value. */
async function fetchErrorFor(token: string): Promise<unknown> {
  try {
    await fetch('http://127.0.0.1:9/graphql', { headers: { authorization: `Bearer ${token}` } });
  } catch (error) {
    return error;
  }
  throw new Error('fetch accepted a header value with a line break');
}

describe('secrets in error messages', () => {
  it("node's fetch does quote a bad header value (what the storefront must not pass on)", async () => {
    const error = (await fetchErrorFor(BAD_TOKEN)) as Error;
    expect(`${error.message} ${(error.cause as Error | undefined)?.message ?? ''}`).toContain(
      SECRET,
    );
  });

  it('the management API client says it could not send the request, without the token', async () => {
    const client = new StoreApiClient({
      baseUrl: 'http://127.0.0.1:9/stores/abc',
      token: BAD_TOKEN,
      clientId: 'client',
    });
    const error = await client
      .request('GET', '/v3/channels', { schema: storeApiConfigSchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreApiError);
    expect((error as StoreApiError).kind).toBe('unreachable');
    expect((error as StoreApiError).message).not.toContain(SECRET);
    expect((error as StoreApiError).message).toMatch(/could not be sent \(TypeError\)/);
  });

  it('a bad client id is kept out of the message the same way', async () => {
    const client = new StoreApiClient({
      baseUrl: 'http://127.0.0.1:9/stores/abc',
      token: 'tok',
      clientId: BAD_TOKEN,
    });
    const error = await client
      .request('GET', '/v3/channels', { schema: storeApiConfigSchema })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreApiError);
    expect((error as StoreApiError).kind).toBe('unreachable');
    expect((error as StoreApiError).message).toMatch(/could not be sent \(TypeError\)/);
    expect((error as StoreApiError).message).not.toContain(SECRET);
  });

  it('the GraphQL side builds "store unavailable" from the failure kind, not the fetch message', async () => {
    const error = await fetchErrorFor(BAD_TOKEN);
    const unavailable = new StoreUnavailableError(unavailableReason(error, 10_000));
    expect(unavailable.message).not.toContain(SECRET);
    expect(unavailable.message).toBe(
      'The store could not be reached: the request could not be sent (TypeError)',
    );
  });

  it('names network failures and time-outs by their kind', async () => {
    const port = await freePort(); // free a moment ago: nothing listens there
    const refused = await fetch(`http://127.0.0.1:${port}/`).catch((e: unknown) => e);
    expect(failureReason(refused)).toBe('network error ECONNREFUSED');
    expect(failureReason(new DOMException('x', 'TimeoutError'), 10_000)).toBe(
      'no answer within 10 s',
    );
    expect(failureReason(new DOMException('x', 'AbortError'))).toBe('the request was cancelled');
    const unsafeCode = failureReason(Object.assign(new Error(SECRET), { code: `E ${SECRET}` }));
    expect(unsafeCode).toBe('the request could not be sent (Error)');
    expect(unsafeCode).not.toContain(SECRET);
    expect(failureReason(`a string ${SECRET}`)).toBe('the request could not be sent');
  });

  it('config refuses a token or client id with a line break or space, naming the variable only', () => {
    const env = {
      STORE_API_URL: 'https://store.example/stores/abc',
      STORE_API_TOKEN: 'tok',
      STORE_CLIENT_ID: 'client',
    };
    expect(parseConfig(storeApiConfigSchema, env).STORE_API_TOKEN).toBe('tok');
    expect(
      parseConfig(storeApiConfigSchema, { ...env, STORE_API_TOKEN: `${SECRET}\n` }).STORE_API_TOKEN,
    ).toBe(SECRET); // trimmed
    for (const [name, value] of [
      ['STORE_API_TOKEN', BAD_TOKEN],
      ['STORE_API_TOKEN', `${SECRET} x`],
      ['STORE_CLIENT_ID', BAD_TOKEN],
      ['STORE_CLIENT_ID', `${SECRET}é`],
    ] as const) {
      let error: unknown;
      try {
        parseConfig(storeApiConfigSchema, { ...env, [name]: value });
      } catch (e) {
        error = e;
      }
      expect(error, `${name}=${JSON.stringify(value)}`).toBeInstanceOf(ConfigError);
      expect((error as Error).message).toContain(name);
      expect((error as Error).message).not.toContain(SECRET);
    }
  });

  it('a minted token that cannot go into a header is refused without quoting it', async () => {
    const api = {
      request: async (
        _method: string,
        _path: string,
        options: { schema: typeof storeApiConfigSchema },
      ) => {
        const parsed = options.schema.safeParse({ data: { token: BAD_TOKEN } });
        if (parsed.success) return parsed.data;
        throw new StoreApiError(
          'unexpected_response',
          `not understood: ${parsed.error.issues[0]?.message}`,
          200,
        );
      },
    } as unknown as StoreApiClient;
    const error = (await createImpersonationToken(api, 1, 2).catch((e: unknown) => e)) as Error;
    expect(error).toBeInstanceOf(StoreApiError);
    expect(error.message).toMatch(/minted token is not printable ASCII/);
    expect(error.message).not.toContain(SECRET);
  });
});
