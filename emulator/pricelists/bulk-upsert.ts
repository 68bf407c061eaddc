import { z } from 'zod';
import { type ServiceContext } from '../core';
import { getVariant, getVariantBySku } from '../catalog';
import { ApiError, parseInput } from '../http';
import { MAX_UPSERT_RECORDS, type UpsertItem, upsertItem } from './inputs';
import { findPriceList } from './lists';
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
    price_records:
      'Another bulk upsert of price records is running on this store; only one runs at a time. Retry when it has finished.',
  });
}

/** Which variant an item prices, or what is wrong with it. */
function resolveItem(
  ctx: ServiceContext,
  item: UpsertItem,
): { variantId: number; productId: number } | { field: string; problem: string } {
  if (item.currency !== STORE_CURRENCY) {
    return {
      field: 'currency',
      problem: `the store sells in ${STORE_CURRENCY.toUpperCase()} only; "${item.currency}" is not one of its currencies`,
    };
  }
  const byId = item.variant_id === undefined ? null : getVariant(ctx, item.variant_id);
  if (item.variant_id !== undefined && !byId)
    return { field: 'variant_id', problem: `variant ${item.variant_id} does not exist` };
  const bySku = item.sku === undefined ? null : getVariantBySku(ctx, item.sku);
  if (item.sku !== undefined && !bySku)
    return { field: 'sku', problem: `no variant has the SKU "${item.sku}"` };
  if (byId && bySku && byId.id !== bySku.id) {
    return {
      field: 'sku',
      problem: `SKU "${item.sku}" belongs to variant ${bySku.id}, not to variant ${byId.id}`,
    };
  }
  const variant = (byId ?? bySku)!;
  return { variantId: variant.id, productId: variant.product_id };
}

/** A record to write, with the list it belongs to. */
type ListWrite = RecordWrite & { listId: number };

async function resolveAll(
  ctx: ServiceContext,
  items: ReadonlyArray<UpsertItem & { price_list_id: number }>,
): Promise<ListWrite[]> {
  const writes: ListWrite[] = [];
  const errors: Record<string, string> = {};
  const seen = new Map<string, number>();
  for (let start = 0; start < items.length; start += CHUNK_SIZE) {
    if (start > 0) await yieldToEventLoop();
    items.slice(start, start + CHUNK_SIZE).forEach((item, offset) => {
      const index = start + offset;
      const resolved = findPriceList(ctx, item.price_list_id)
        ? resolveItem(ctx, item)
        : { field: 'price_list_id', problem: `price list ${item.price_list_id} does not exist` };
      if ('problem' in resolved) {
        errors[`${index}.${resolved.field}`] = resolved.problem;
        return;
      }
      const key = `${item.price_list_id}:${resolved.variantId}:${item.currency}`;
      const earlier = seen.get(key);
      if (earlier !== undefined) {
        errors[`${index}.variant_id`] =
          `variant ${resolved.variantId} (${item.currency}) is already priced by record ${earlier} of this batch`;
        return;
      }
      seen.set(key, index);
      writes.push({
        ...resolved,
        listId: item.price_list_id,
        currency: item.currency,
        fields: item,
      });
    });
  }
  const [first] = Object.entries(errors);
  if (first) {
    const [field, problem] = first;
    throw new ApiError(
      422,
      `Price record ${field.split('.')[0]}: ${problem}. Nothing was saved; fix the records listed in errors and send the batch again.`,
      errors,
    );
  }
  return writes;
}

const batchOfList = z.array(upsertItem).min(1, 'Send at least one price record');
const batchOfLists = z
  .array(
    z.intersection(
      upsertItem,
      z.object({
        price_list_id: z
          .number({ error: 'price_list_id is required: the list the record belongs to' })
          .int()
          .min(1),
      }),
    ),
  )
  .min(1, 'Send at least one price record');

/**
 * Checks and saves a batch of records, of one list (`listId`) or of the lists each record
 * names (`null`: `/v3/pricelists/records`); answers the products they price, by list.
 * Throws 429 when another bulk upsert runs on the store, 413 above 1,000 records, 422 for
 * a bad record (naming its index).
 */
export async function bulkUpsertRecords(
  ctx: ServiceContext,
  listId: number | null,
  body: unknown,
): Promise<Map<number, number[]>> {
  if (running.has(ctx)) throw tooManyRequests();
  running.add(ctx);
  try {
    if (Array.isArray(body) && body.length > MAX_UPSERT_RECORDS) {
      throw new ApiError(
        413,
        `A bulk upsert takes at most ${MAX_UPSERT_RECORDS} price records; this one has ${body.length}. Send them in batches.`,
      );
    }
    const items =
      listId === null
        ? parseInput(batchOfLists, body, 'Price records')
        : parseInput(batchOfList, body, 'Price records').map((item) => ({
            ...item,
            price_list_id: listId,
          }));
    const writes = await resolveAll(ctx, items);
    const byList = new Map<number, ListWrite[]>();
    for (const write of writes)
      byList.set(write.listId, [...(byList.get(write.listId) ?? []), write]);
    ctx.db.transaction(() =>
      byList.forEach((listWrites, id) => writeRecords(ctx, id, listWrites)),
    )();
    return new Map([...byList].map(([id, listWrites]) => [id, listWrites.map((w) => w.productId)]));
  } finally {
    running.delete(ctx);
  }
}
