import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubStorefrontEnv } from '../support/storefront-env';
import { refusedActionPost } from '@/lib/server-actions/refused-action-post';
import { actionReplyProblem, mpaFormProblem } from '@/lib/server-actions/reply-shape';

/**
 * The proxy's check of server action posts (lib/server-actions): what it refuses, with
 * which status and sentence, and that what the shop's own forms send goes through.
 */
const SHOP = 'http://shop.test';
// Server action ids of the shape Next.js gives them: first byte 0x60 = an action of two
// arguments (previous state, form); 0x00 = an action of none; 0xc0 = a 'use cache' function.
const FORM_ACTION = `60${'a'.repeat(40)}`;
const NO_ARGS_ACTION = `00${'b'.repeat(40)}`;
const CACHED_FUNCTION = `c0${'c'.repeat(40)}`;
const BOUNDARY = 'b0undary';

// The guard compares Origin with the shop's PUBLIC_URL.
beforeAll(() => stubStorefrontEnv(null, { PUBLIC_URL: SHOP }));
afterAll(() => vi.unstubAllEnvs());

function multipart(fields: [string, string][]): string {
  return `${fields.map(([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`).join('')}--${BOUNDARY}--\r\n`;
}

function post(headers: Record<string, string>, body: string, path = '/account/sign-in'): Request {
  return new Request(`${SHOP}${path}`, {
    method: 'POST',
    headers: { host: 'shop.test', ...headers },
    body,
  });
}

const fetchCall = (fields: [string, string][], headers: Record<string, string> = {}) =>
  post(
    {
      origin: SHOP,
      'next-action': FORM_ACTION,
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...headers,
    },
    multipart(fields),
  );

async function refusal(request: Request) {
  const response = await refusedActionPost(request);
  return (
    response && {
      status: response.status,
      text: await response.text(),
      connection: response.headers.get('connection'),
    }
  );
}

describe('server action posts the proxy refuses', () => {
  it('answers a post from another origin with 403, before reading its body', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'http://shop.test.evil.example',
      'not a url',
    ]) {
      const answer = await refusal(fetchCall([['0', '[null,"$K1"]']], { origin }));
      expect(answer?.status, origin).toBe(403);
      expect(answer?.text).toMatch(/this shop/);
      expect(answer?.text).not.toContain('evil');
      expect(answer?.connection).toBe('close');
    }
    // Behind a reverse proxy the Host may be internal: PUBLIC_URL says where the shop is.
    expect(
      await refusal(
        fetchCall(
          [
            ['_1_email', 'a@b.co'],
            ['0', '[null,"$K1"]'],
          ],
          { host: 'internal:3000' },
        ),
      ),
    ).toBeNull();
  });

  it("compares the Origin's scheme, host and port with PUBLIC_URL, believing no forwarded header", async () => {
    for (const [origin, headers] of [
      ['https://shop.test', {}],
      ['http://shop.test:8080', {}],
      ['http://evil.example', { 'x-forwarded-host': 'evil.example' }],
      ['https://shop.test', { 'x-forwarded-proto': 'https' }],
    ] as const) {
      const answer = await refusal(fetchCall([['0', '[null,"$K1"]']], { origin, ...headers }));
      expect(answer?.status, origin).toBe(403);
    }
    // The local demo (PUBLIC_URL follows the port) is also its address as the browser named it.
    vi.stubEnv('PUBLIC_URL_FOLLOWS_PORT', '1');
    try {
      const local = fetchCall([['0', '[null,"$K1"]']], {
        origin: 'http://127.0.0.1:3000',
        host: '127.0.0.1:3000',
      });
      expect(await refusal(local)).toBeNull();
    } finally {
      vi.stubEnv('PUBLIC_URL_FOLLOWS_PORT', '');
    }
  });

  it('answers a malformed action id or body with 400 and says what is wrong, quoting nothing', async () => {
    const cases: [string, Request, RegExp][] = [
      [
        'id',
        fetchCall([['0', '[null,"$K1"]']], { 'next-action': 'x'.repeat(500) }),
        /Next-Action header must be a server action id/,
      ],
      [
        'boundary',
        post(
          {
            origin: SHOP,
            'next-action': FORM_ACTION,
            'content-type': 'multipart/form-data; boundary=other',
          },
          multipart([['0', '[]']]),
        ),
        /multipart/,
      ],
      [
        'control character',
        fetchCall([
          ['_1_\u0016x', 'a'],
          ['0', '[null,"$K1"]'],
        ]),
        /part header .* control character/,
      ],
      [
        'huge name',
        fetchCall([
          [`_1_${'é'.repeat(20_000)}`, 'a'],
          ['0', '[null,"$K1"]'],
        ]),
        /longer than 8 KB/,
      ],
      ['no root', fetchCall([['_1_email', 'a@b.co']]), /field named 0/],
      ['not JSON', fetchCall([['0', '{{secret-garbage']]), /must be JSON/],
      ['not an array', fetchCall([['0', '{"a":1}']]), /JSON array/],
      [
        'form missing',
        fetchCall([['0', '[null,"x"]']]),
        /last argument of this action must be the form/,
      ],
      ['too many', fetchCall([['0', '[null,"$K1","$K2"]']]), /takes 2 arguments; the call has 3/],
      [
        'reference',
        fetchCall([['0', '["$F1","$K1"]']]),
        /reference the shop's actions do not take/,
      ],
      ['temporary', fetchCall([['0', '[{"a":["$T"]},"$K1"]']]), /reference/],
      [
        'cached function',
        fetchCall([['0', '[]']], { 'next-action': CACHED_FUNCTION }),
        /cached data function/,
      ],
      [
        'text garbage',
        post(
          { origin: SHOP, 'next-action': FORM_ACTION, 'content-type': 'text/plain' },
          'secret-garbage',
        ),
        /must be JSON/,
      ],
    ];
    for (const [name, request, message] of cases) {
      const answer = await refusal(request);
      expect(answer?.status, name).toBe(400);
      expect(answer?.text, name).toMatch(message);
      expect(answer?.text, name).not.toContain('secret-garbage');
      // Refused before its body was read (the id): the connection closes; otherwise it may stay.
      expect(answer?.connection, name).toBe(name === 'id' ? 'close' : null);
    }
  });

  it('answers a body past 1 MB with 413', async () => {
    const answer = await refusal(
      fetchCall([
        ['_1_email', 'a'.repeat(1_100_000)],
        ['0', '[null,"$K1"]'],
      ]),
    );
    expect(answer?.status).toBe(413);
  });

  it("lets through what the shop's forms send, with and without JavaScript, and posts without Origin", async () => {
    expect(
      await refusal(
        fetchCall([
          ['_1_email', 'a@b.co'],
          ['0', '[{"values":{"email":"$$x"},"error":null,"at":"$undefined"},"$K1"]'],
        ]),
      ),
    ).toBeNull();
    // Without Origin (curl, a server): no shopper's cookies ride along by accident.
    expect(
      await refusal(
        post(
          {
            'next-action': FORM_ACTION,
            'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
          },
          multipart([
            ['_1_email', 'a@b.co'],
            ['0', '[null,"$K1"]'],
          ]),
        ),
      ),
    ).toBeNull();
    expect(
      await refusal(
        post(
          {
            origin: SHOP,
            'next-action': NO_ARGS_ACTION,
            'content-type': 'text/plain;charset=UTF-8',
          },
          '[]',
        ),
      ),
    ).toBeNull();
    const noJs = multipart([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', JSON.stringify({ id: FORM_ACTION, bound: '$@1' })],
      ['$ACTION_1:1', '[{"values":{},"fieldErrors":{},"error":null}]'],
      ['$ACTION_KEY', 'k123'],
      ['email', 'a@b.co'],
    ]);
    expect(
      await refusal(
        post({ origin: SHOP, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` }, noJs),
      ),
    ).toBeNull();
    expect(
      await refusal(
        post(
          { origin: SHOP, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
          multipart([[`$ACTION_ID_${NO_ARGS_ACTION}`, '']]),
        ),
      ),
    ).toBeNull();
  });
});

describe('the shape of forms posted without JavaScript', () => {
  const form = (fields: [string, string][]) => {
    const data = new FormData();
    for (const [name, value] of fields) data.append(name, value);
    return data;
  };

  it('refuses a bound call that would hand an action something else than its form', () => {
    expect(
      mpaFormProblem(
        form([
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', '{"id":"x"}'],
        ]),
      ),
    ).toMatch(/server action id/);
    expect(
      mpaFormProblem(
        form([
          ['$ACTION_REF_1', ''],
          ['$ACTION_1:0', JSON.stringify({ id: FORM_ACTION, bound: '$@1' })],
          ['$ACTION_1:1', '[1,2]'],
        ]),
      ),
    ).toMatch(/takes 2 arguments; the call has 3/);
    expect(
      mpaFormProblem(
        form([
          [`$ACTION_ID_${FORM_ACTION}`, ''],
          [`$ACTION_ID_${NO_ARGS_ACTION}`, ''],
        ]),
      ),
    ).toMatch(/exactly one/);
    expect(mpaFormProblem(form([['email', 'a@b.co']]))).toBeNull(); // not an action call
  });

  it('checks a fetch call given as text', () => {
    expect(actionReplyProblem(FORM_ACTION, '[null,"$K1"]')).toMatch(/form's fields/);
    expect(actionReplyProblem(NO_ARGS_ACTION, '[]')).toBeNull();
  });
});
