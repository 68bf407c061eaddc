import { expect, test } from '@playwright/test';
import { signIn } from './fixtures';
import { callbackBody, callbackHeaders } from '../../scripts/bench/callback';
import { productHref } from '../../lib/shared/links';
import { catalogItem, lastEmailId, newShopper, waitForEmail } from '../support/e2e-store';
import { type OtlpReceiver, type ReceivedSpan, startOtlpReceiver } from '../support/otlp-receiver';
import { type LocalPrometheus, startPrometheus } from '../support/prometheus';
import {
  type StorefrontInstance,
  e2eStorefrontEnv,
  startStorefrontInstance,
} from '../support/storefront-instance';

/**
 * Issue 30: what a team running the shop watches. One more instance of the e2e build with
 * metrics (METRICS_TOKEN), traces (an OTLP/HTTP receiver the test runs, standing in for a
 * collector) and debug logs; Debian's Prometheus scrapes it. A browse and a webhook show in
 * PromQL and in the traces; sign-in, sign-out, a password reset and webhooks leave no secret
 * in any log line.
 */
test.describe.configure({ mode: 'serial' });

const PRODUCT = 'Half Sheet Pan';
const METRICS_TOKEN = 'metrics-token-for-the-e2e-scrape';

let receiver: OtlpReceiver;
let instance: StorefrontInstance;
let prometheus: LocalPrometheus;

test.beforeAll(async () => {
  receiver = await startOtlpReceiver();
  instance = await startStorefrontInstance({
    METRICS_TOKEN,
    LOG_LEVEL: 'debug',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.endpoint,
    OTEL_SERVICE_NAME: 'storefront-e2e',
    // Spans leave within a fifth of a second, so the test waits little for them.
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
  prometheus = await startPrometheus({ url: instance.url, token: METRICS_TOKEN });
});

test.afterAll(async () => {
  await prometheus?.stop();
  await instance?.stop();
  await receiver?.close();
});

async function sendWebhook(scope: string, data: Record<string, unknown>): Promise<Response> {
  const env = e2eStorefrontEnv();
  const body = callbackBody(
    { storeHash: process.env.E2E_STORE_HASH!, storeId: Number(process.env.E2E_STORE_ID) },
    scope,
    data,
  );
  return fetch(`${instance.url}/api/webhooks`, {
    method: 'POST',
    headers: callbackHeaders(body, {
      webhookSecret: env.WEBHOOK_SECRET!,
      clientSecret: env.STORE_CLIENT_SECRET,
    }),
    body,
  });
}

/** The value of a PromQL query's only series, once Prometheus has scraped it (0 if none). */
async function promValue(promql: string): Promise<number> {
  const result = await prometheus.query(promql);
  return result.reduce((sum, { value }) => sum + value, 0);
}

function ancestorsOf(span: ReceivedSpan, spans: ReceivedSpan[]): ReceivedSpan[] {
  const byId = new Map(spans.map((s) => [s.spanId, s]));
  const chain: ReceivedSpan[] = [];
  for (let at = byId.get(span.parentSpanId); at; at = byId.get(at.parentSpanId)) chain.push(at);
  return chain;
}

test('/api/metrics: 404 without METRICS_TOKEN, 401 without or with a wrong token, never stored', async () => {
  const unset = await fetch(`${process.env.E2E_STOREFRONT_URL}/api/metrics`);
  expect(unset.status).toBe(404);
  const missing = await fetch(`${instance.url}/api/metrics`);
  expect(missing.status).toBe(401);
  const wrong = await fetch(`${instance.url}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}x` },
  });
  expect(wrong.status).toBe(401);
  expect(await wrong.text()).not.toContain(METRICS_TOKEN);
  const right = await fetch(`${instance.url}/api/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  expect(right.status).toBe(200);
  expect(right.headers.get('cache-control')).toContain('no-store');
  expect(await right.text()).toContain('process_cpu_seconds_total');
});

test('Prometheus scrapes the instance: after a webhook and a browse, the webhook counter went up and the store latency has the product query', async () => {
  await expect.poll(() => promValue('up{job="storefront"}'), { timeout: 30_000 }).toBe(1);
  const counter =
    'storefront_webhooks_received_total{scope="store/product/updated",outcome="revalidated"}';
  const before = await promValue(counter);

  const product = await catalogItem('products', PRODUCT);
  const webhook = await sendWebhook('store/product/updated', { type: 'product', id: product.id });
  expect(webhook.status).toBe(200);
  // The product's page was revalidated: this visit renders it, asking the store.
  const page = await fetch(`${instance.url}${productHref(product.custom_url.url)}`);
  expect(page.status).toBe(200);

  await expect
    .poll(() => promValue(counter), { timeout: 30_000 })
    .toBeGreaterThanOrEqual(before + 1);
  await expect
    .poll(
      () =>
        promValue(
          'storefront_store_request_duration_seconds_count{api="graphql",operation="ProductPage",outcome="ok"}',
        ),
      { timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(1);
  const buckets = await prometheus.query(
    'storefront_store_request_duration_seconds_bucket{operation="ProductPage"}',
  );
  expect(buckets.length).toBeGreaterThan(1);
});

test('traces: the product page’s store call is a child of its request span, with the operation name; the webhook’s span names the tags it revalidated; log lines carry the trace id', async () => {
  const product = await catalogItem('products', PRODUCT);
  const webhook = await sendWebhook('store/product/updated', { type: 'product', id: product.id });
  expect(webhook.status).toBe(200);
  const path = productHref(product.custom_url.url);
  expect((await fetch(`${instance.url}${path}`)).status).toBe(200);

  let storeCall: ReceivedSpan | undefined;
  await expect
    .poll(
      () =>
        (storeCall = receiver
          .spans()
          .find(
            (span) =>
              span.name === 'store.graphql ProductPage' &&
              ancestorsOf(span, receiver.spans()).some(
                (above) => above.attributes['next.span_type'] === 'BaseServer.handleRequest',
              ),
          )),
      { timeout: 20_000 },
    )
    .toBeDefined();
  expect(storeCall!.attributes['graphql.operation.name']).toBe('ProductPage');
  expect(storeCall!.attributes['storefront.cache.hit']).toBe(false);
  const request = ancestorsOf(storeCall!, receiver.spans()).find(
    (above) => above.attributes['next.span_type'] === 'BaseServer.handleRequest',
  )!;
  expect(request.traceId).toBe(storeCall!.traceId);
  expect(String(request.attributes['http.target'] ?? request.attributes['next.route'])).toContain(
    'products',
  );

  let webhookSpan: ReceivedSpan | undefined;
  await expect
    .poll(
      () =>
        (webhookSpan = receiver
          .spans()
          .find(
            (span) =>
              span.name === 'webhook' &&
              span.attributes['storefront.webhook.outcome'] === 'revalidated',
          )),
      { timeout: 20_000 },
    )
    .toBeDefined();
  expect(webhookSpan!.attributes['storefront.webhook.scope']).toBe('store/product/updated');
  expect(webhookSpan!.attributes['storefront.webhook.tags']).toContain(`product:${product.id}`);
  expect(webhookSpan!.attributes['storefront.webhook.dedupe']).toBe('first');

  // The webhook's log line is JSON and carries its trace's id as the request id.
  const lines = instance
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
  const logged = lines.find(
    (line) =>
      line.component === 'webhooks' &&
      String(line.msg).includes(`revalidated product:${product.id}`),
  );
  expect(logged?.request_id).toBe(webhookSpan!.traceId);
});

test('log redaction: sign-in, sign-out, a password reset and webhooks at debug level leave no secret, token, password or e-mail in any line', async ({
  browser,
}) => {
  const shopper = await newShopper('observed');
  const context = await browser.newContext({ baseURL: instance.url });
  const page = await context.newPage();
  await signIn(page, shopper);
  await page.goto('/account');
  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const before = await lastEmailId();
  await page.goto('/account/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(shopper.email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText('Check your e-mail');
  const message = await waitForEmail({ kind: 'password_reset', to: shopper.email }, before);
  const link = new URL(message.links.reset_password!);
  await page.goto(`${link.pathname}${link.search}`);
  const newPassword = 'Observed-Reset-99';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Repeat the new password').fill(newPassword);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Your password has been changed',
  );
  await context.close();

  // Webhooks: accepted, refused for a wrong secret, and not from this store.
  expect((await sendWebhook('store/cart/updated', { type: 'cart', id: 'c-1' })).status).toBe(200);
  const wrong = await fetch(`${instance.url}/api/webhooks`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-webhook-secret': 'not-the-secret' },
    body: '{}',
  });
  expect(wrong.status).toBe(401);

  const env = e2eStorefrontEnv();
  const secrets = {
    'the session secret': env.SESSION_SECRET!,
    'the webhook secret': env.WEBHOOK_SECRET!,
    'the API token': env.STORE_API_TOKEN!,
    'the client secret': env.STORE_CLIENT_SECRET!,
    'the metrics token': METRICS_TOKEN,
    'the password': shopper.password,
    'the new password': newPassword,
    'the e-mail address': shopper.email,
  };
  const output = instance.output();
  // Something was logged at debug level and as JSON, or the test proves nothing.
  expect(output).toContain('"level":"debug"');
  for (const [what, value] of Object.entries(secrets)) {
    expect(value, what).toBeTruthy();
    expect(output.split(value).length - 1, `${what} in the log`).toBe(0);
  }
  // The impersonation token (a JWT, like the store's other tokens) never appears either.
  expect(output.match(/eyJ[\w-]+\.[\w-]+\.[\w-]+/g) ?? []).toEqual([]);
  expect(output).not.toMatch(/[\w.+-]+@example\.com/);
});
