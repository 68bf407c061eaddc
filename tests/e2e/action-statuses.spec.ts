import { expect, test } from './fixtures';
import { multipart } from '../fuzz/action-requests';
import { actionIds } from '../fuzz/targets';

/**
 * Statuses of server action posts that cannot be run, on the production build: 403 for a
 * post from another site (Next.js's own CSRF check answered 500), with a sentence saying
 * why, from the proxy. A malformed one gets Next.js's own answer (the proxy does not read
 * the action encoding): 400 for an id of the wrong shape, and for a body its decoder
 * cannot read a 500 until vercel/next.js#86945 is fixed. Nothing of the request comes back.
 */
const BOUNDARY = '----fuzzBoundary7MA4YWxkTrZu0gW';
const signInId = () => actionIds(process.env.E2E_DIST_DIR ?? '.next-test').get('sign-in')!;
const form = () =>
  multipart([
    { name: '_1_email', value: 'a@b.co' },
    { name: '_1_password', value: 'x' },
    { name: '0', value: '[null,"$K1"]' },
  ]);

async function post(baseURL: string, headers: Record<string, string>, body: Uint8Array | string) {
  const response = await fetch(`${baseURL}/account/sign-in`, {
    method: 'POST',
    headers,
    body: body as BodyInit,
    redirect: 'manual',
  });
  return { status: response.status, text: await response.text() };
}

test('a server action post from another origin answers 403', async ({ baseURL }) => {
  for (const origin of ['https://evil.example', 'null']) {
    const answer = await post(
      baseURL!,
      {
        origin,
        'next-action': signInId(),
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      form(),
    );
    expect(answer.status, origin).toBe(403);
    expect(answer.text).toMatch(/its own pages only; this one came from another origin/);
  }
  // A form posted without JavaScript from another site: the same.
  const noJs = multipart([
    { name: `$ACTION_ID_${signInId()}`, value: '' },
    { name: 'email', value: 'a@b.co' },
  ]);
  expect(
    (
      await post(
        baseURL!,
        {
          origin: 'https://evil.example',
          'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        },
        noJs,
      )
    ).status,
  ).toBe(403);
});

test("a malformed server action post gets Next.js's own answer, quoting nothing, and the shop's own form goes through", async ({
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;
  const badId = await post(
    baseURL!,
    { origin, 'next-action': 'garbage-id', 'content-type': multipartType },
    form(),
  );
  expect(badId.status).toBe(400);
  expect(badId.text).not.toContain('garbage');
  // Bodies Next.js's decoder cannot read: its 500 (vercel/next.js#86945), or the 400 of a
  // release that fixed it; never a 2xx, never the proxy's refusal, never the body or a stack.
  const cases: [string, Record<string, string>, Uint8Array | string][] = [
    [
      'garbage text',
      { origin, 'next-action': signInId(), 'content-type': 'text/plain' },
      'garbage{{',
    ],
    [
      'garbage multipart',
      { origin, 'next-action': signInId(), 'content-type': multipartType },
      'garbage',
    ],
  ];
  for (const [name, headers, body] of cases) {
    const answer = await post(baseURL!, headers, body);
    expect([400, 500], name).toContain(answer.status);
    expect(answer.text, name).not.toContain('garbage');
    expect(answer.text, name).not.toMatch(/own pages only|at most 1 MB|\bat \S+ \(/);
  }
  // A hand-made call with no form where the form goes: the form's own errors, not a 500.
  const noForm = await post(
    baseURL!,
    { origin, 'next-action': signInId(), 'content-type': 'text/plain' },
    '[null,"x"]',
  );
  expect(noForm.status).toBe(200);
  // The action answers with message keys; the form words them in the page's language.
  expect(noForm.text).toContain('validation.enterYourEmail');
  // The same form from the shop's own page goes through to the action.
  const own = await post(
    baseURL!,
    { origin, 'next-action': signInId(), 'content-type': multipartType },
    form(),
  );
  expect(own.status).toBe(200);
  expect(own.text).toContain('problems.wrongCredentials');
});

test('a product form posted without JavaScript with a path no product can have goes home, not to that path', async ({
  baseURL,
}) => {
  const addId = actionIds(process.env.E2E_DIST_DIR ?? '.next-test').get('cart add')!;
  const noJsAdd = (path: string) =>
    multipart([
      { name: '$ACTION_REF_1', value: '' },
      { name: '$ACTION_1:0', value: JSON.stringify({ id: addId, bound: '$@1' }) },
      { name: '$ACTION_1:1', value: JSON.stringify([{ status: 'idle' }]) },
      { name: '$ACTION_KEY', value: 'k0' },
      { name: 'path', value: path },
      { name: 'quantity', value: '1' },
    ]);
  const send = (path: string) =>
    fetch(`${baseURL}/products/half-sheet-pan`, {
      method: 'POST',
      headers: {
        origin: new URL(baseURL!).origin,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: noJsAdd(path) as BodyInit,
      redirect: 'manual',
    });
  // 300 KB of path (under the 1 MB body limit): its Location would be too big for any client.
  const long = await send(`/${'a'.repeat(300_000)}`);
  expect(long.status).toBe(303);
  expect(long.headers.get('location')).toBe('/');
  // A path the store could have still leads back to that page, at the outcome's anchor.
  const gone = await send('/no-such-product/');
  expect(gone.status).toBe(303);
  expect(gone.headers.get('location')).toBe('/products/no-such-product#cart-gone');
});
