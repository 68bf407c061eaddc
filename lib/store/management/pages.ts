import { z } from 'zod';
import { type StoreApiClient } from './client';

/**
 * The v3 envelopes of the real service: `{ data, meta }`, lists with `meta.pagination`.
 * Only what callers read is checked, so extra fields the store adds never break a call.
 */
export const v3One = <T extends z.ZodType>(data: T) => z.object({ data });

const paginationSchema = z.object({ total_pages: z.number().int().nonnegative() });

const v3List = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({ pagination: paginationSchema.optional() }).optional(),
  });

/** Items per page asked for; the largest page size the real service documents for v3 lists. */
const PAGE_SIZE = 250;
/** A guard against a store that keeps announcing more pages. */
const MAX_PAGES = 1000;

/** Every item of a v3 list, page by page. */
export async function listAllPages<T extends z.ZodType>(
  client: StoreApiClient,
  path: string,
  item: T,
  query: Record<string, string | number | undefined> = {},
): Promise<z.output<T>[]> {
  const items: z.output<T>[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const body = await client.request('GET', path, {
      schema: v3List(item),
      query: { ...query, page, limit: PAGE_SIZE },
    });
    items.push(...body.data);
    const totalPages = body.meta?.pagination?.total_pages ?? 1;
    if (page >= totalPages || body.data.length === 0) break;
  }
  return items;
}
