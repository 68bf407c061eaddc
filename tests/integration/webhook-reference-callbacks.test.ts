import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { REFERENCE_DIR, skipWithoutReference } from '../support/reference-schema';
import { RecentCallbacks } from '@/lib/webhooks/dedupe';
import { WEBHOOK_SECRET_HEADER } from '@/lib/webhooks/header';
import { receiveWebhook, type ReceiverDeps } from '@/lib/webhooks/receiver';
import { TagWindow } from '@/lib/webhooks/tag-window';

/**
 * The real service's own callback examples (../shared/reference/webhook-callbacks/data,
 * with a string store_id), signed the Standard Webhooks way with a test client secret, go
 * through the whole receiver with signatures required; so does a callback as the local
 * store service sends it (an integer store_id, as the seed says).
 */
const EXAMPLES = join(REFERENCE_DIR, 'webhook-callbacks', 'data');
const STORE = 'abc123';
const HEADER_SECRET = 'the-hooks-header-secret-0123456789';
const CLIENT_SECRET = 'a-test-client-secret';
const signer = new Webhook(CLIENT_SECRET, { format: 'raw' });

function deps(revalidated: string[]): ReceiverDeps {
  return {
    secret: HEADER_SECRET,
    signatures: { secret: CLIENT_SECRET, required: true },
    storeHash: STORE,
    revalidate: (tags) => void revalidated.push(...tags),
    later: () => undefined,
    customerOfOrder: async () => null,
    recent: new RecentCallbacks(),
    purgeEdge: async () => 'no edge',
    // No window: these tests send one change after another and look at each one's tags.
    window: new TagWindow(0),
    log: () => undefined,
  };
}

async function deliver(body: string, id: string, receiver: ReceiverDeps) {
  const at = new Date();
  const response = await receiveWebhook(
    new Request('http://storefront.test/api/webhooks', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [WEBHOOK_SECRET_HEADER]: HEADER_SECRET,
        'webhook-id': id,
        'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
        'webhook-signature': signer.sign(id, at, body),
      },
      body,
    }),
    receiver,
  );
  return { status: response.status, body: (await response.json()) as { status: string } };
}

describe("the reference's webhook callbacks, signed", () => {
  const files = () => readdirSync(EXAMPLES).filter((name) => name.endsWith('.json'));

  // The reference lives beside the project: where it is absent the test says so and skips.
  it('each passes the whole receiver: verified, parsed, mapped (string store_id)', async (context) => {
    skipWithoutReference(context, EXAMPLES);
    expect(files().length).toBeGreaterThanOrEqual(20);
    for (const file of files()) {
      const revalidated: string[] = [];
      const body = readFileSync(join(EXAMPLES, file), 'utf8').replaceAll('{store_hash}', STORE);
      const answer = await deliver(body, `msg_${file}`, deps(revalidated));
      expect(answer.status, file).toBe(200);
      // Every scope of the examples is one the storefront handles: each refreshes something.
      expect(answer.body.status, file).toBe('accepted');
      expect(revalidated.length, file).toBeGreaterThan(0);
    }
  });

  it("so does the local store service's shape (integer store_id), and a replay is a duplicate", async () => {
    const revalidated: string[] = [];
    const receiver = deps(revalidated);
    const body = JSON.stringify({
      scope: 'store/product/updated',
      store_id: 1000001,
      data: { type: 'product', id: 205 },
      hash: 'a833a57fadd56a32dc752fb6ca0841dc9602a495',
      created_at: Math.floor(Date.now() / 1000),
      producer: `stores/${STORE}`,
    });
    expect((await deliver(body, 'msg_local_1', receiver)).body.status).toBe('accepted');
    expect((await deliver(body, 'msg_local_1', receiver)).body.status).toBe('duplicate');
    // Revalidated once: the product and the lists that show it.
    expect(revalidated).toEqual(['product:205', 'products']);
  });
});
