import { z } from 'zod';
import { type ServiceContext } from '../context';
import { getVariant, getVariantBySku } from '../catalog';
import { ApiError } from '../http/errors';
import { parseInput } from '../http/validation';
import { MAX_UPSERT_RECORDS, type UpsertItem, upsertItem } from './inputs';
import { type RecordWrite, writeRecords } from './records';
import { STORE_CURRENCY } from './schema';

/**
 * The bulk upsert of price records (`PUT /v3/pricelists/{id}/records`).
 *
 * Seed sections 7 and 8: one bulk upsert at a time per store; another one started while
 * it runs fails with 429 and changes nothing. The work is done in chunks that give the
 * event loop back in between, as a large batch takes time on the real service too, so a
 * second request really can arrive while the first is running. The "running" mark is
 * per store (one service context is one store) and always released in `finally`.
 *
 * All records are checked before any is written, and then all are written in one
 * transaction: a batch with one bad record saves nothing.
 */

/** Records resolved between two yields to the event loop. */
const CHUNK_SIZE = 25;

const running = new WeakSet<ServiceContext>();

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

function tooManyRequests(): ApiError {
  return new ApiError(429, 'Too many requests', {
    price_records: 'Another bulk upsert of price records is running on this store; only one runs at a time. Retry when it has finished.',
  });
}

/** Which variant an item prices, or what is wrong with it. */
function resolveItem(ctx: ServiceContext, item: UpsertItem): { variantId: number; productId: number } | { field: string; problem: string } {
  if (item.currency !== STORE_CURRENCY) {
    return { field: 'currency', problem: `the store sells in ${STORE_CURRENCY.toUpperCase()} only; "${item.currency}" is not one of its currencies` };
  }
  const byId = item.variant_id === undefined ? null : getVariant(ctx, item.variant_id);
  if (item.variant_id !== undefined && !byId) return { field: 'variant_id', problem: `variant ${item.variant_id} does not exist` };
  const bySku = item.sku === undefined ? null : getVariantBySku(ctx, item.sku);
  if (item.sku !== undefined && !bySku) return { field: 'sku', problem: `no variant has the SKU "${item.sku}"` };
  if (byId && bySku && byId.id !== bySku.id) {
    return { field: 'sku', problem: `SKU "${item.sku}" belongs to variant ${bySku.id}, not to variant ${byId.id}` };
  }
  const variant = (byId ?? bySku)!;
  return { variantId: variant.id, productId: variant.product_id };
}

async function resolveAll(ctx: ServiceContext, items: readonly UpsertItem[]): Promise<RecordWrite[]> {
  const writes: RecordWrite[] = [];
  const errors: Record<string, string> = {};
  const seen = new Map<string, number>();
  for (let start = 0; start < items.length; start += CHUNK_SIZE) {
    if (start > 0) await yieldToEventLoop();
    items.slice(start, start + CHUNK_SIZE).forEach((item, offset) => {
      const index = start + offset;
      const resolved = resolveItem(ctx, item);
      if ('problem' in resolved) {
        errors[`${index}.${resolved.field}`] = resolved.problem;
        return;
      }
      const key = `${resolved.variantId}:${item.currency}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        errors[`${index}.variant_id`] = `variant ${resolved.variantId} (${item.currency}) is already priced by record ${earlier} of this batch`;
        return;
      }
      seen.set(key, index);
      writes.push({ ...resolved, currency: item.currency, fields: item });
    });
  }
  const [first] = Object.entries(errors);
  if (first) {
    const [field, problem] = first;
    throw new ApiError(422, `Price record ${field.split('.')[0]}: ${problem}. Nothing was saved; fix the records listed in errors and send the batch again.`, errors);
  }
  return writes;
}

const batch = z.array(upsertItem).min(1, 'Send at least one price record');

/**
 * Checks and saves a batch of records for a list; returns the products they price. Throws
 * 429 when another bulk upsert runs on the store, 413 above 1,000 records, 422 for a bad
 * record (naming its index).
 */
export async function bulkUpsertRecords(ctx: ServiceContext, listId: number, body: unknown): Promise<number[]> {
  if (running.has(ctx)) throw tooManyRequests();
  running.add(ctx);
  try {
    if (Array.isArray(body) && body.length > MAX_UPSERT_RECORDS) {
      throw new ApiError(413, `A bulk upsert takes at most ${MAX_UPSERT_RECORDS} price records; this one has ${body.length}. Send them in batches.`);
    }
    const items = parseInput(batch, body, 'Price records');
    const writes = await resolveAll(ctx, items);
    writeRecords(ctx, listId, writes);
    return writes.map((w) => w.productId);
  } finally {
    running.delete(ctx);
  }
}
