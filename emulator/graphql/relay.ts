import { UserError } from './errors';

/**
 * Cursor pagination over offset-based lists: a cursor is the base64 of the item's offset,
 * so `after`/`before` turn back into offsets.
 */
export interface PageArgs {
  first?: number | null;
  after?: string | null;
  last?: number | null;
  before?: string | null;
}

export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 50;

export const cursorOf = (offset: number): string =>
  Buffer.from(`offset:${offset}`).toString('base64');

function offsetOf(cursor: string, argument: string): number {
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64').toString('utf8'));
  if (!match) throw new UserError(`${argument} is not a cursor this endpoint gave out.`);
  return Number(match[1]);
}

function pageSize(value: number | null | undefined, argument: string): number | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Number.isInteger(value) || value < 0 || value > MAX_PAGE_SIZE) {
    throw new UserError(`${argument} must be between 0 and ${MAX_PAGE_SIZE}.`);
  }
  return value;
}

/** The window a page asks for; `total` is needed only for `last` without `before`. */
export function pageWindow(
  args: PageArgs,
  total?: () => number,
): { offset: number; limit: number } {
  const first = pageSize(args.first, 'first');
  const last = pageSize(args.last, 'last');
  let start = args.after ? offsetOf(args.after, 'after') + 1 : 0;
  let end = args.before ? offsetOf(args.before, 'before') : Number.POSITIVE_INFINITY;
  if (first !== undefined) end = Math.min(end, start + first);
  if (last !== undefined) {
    if (!Number.isFinite(end)) end = total ? total() : start + last;
    start = Math.max(start, end - last);
  }
  if (!Number.isFinite(end)) end = start + DEFAULT_PAGE_SIZE;
  return { offset: start, limit: Math.max(0, end - start) };
}

export interface Connection<T> {
  edges: Array<{ node: T; cursor: string }>;
  pageInfo: {
    hasNextPage: boolean;
    hasPreviousPage: boolean;
    startCursor: string | null;
    endCursor: string | null;
  };
  collectionInfo: { totalItems: number };
}

/** A connection for one page of items starting at `offset` out of `total`. */
export function connectionOf<T>(items: readonly T[], offset: number, total: number): Connection<T> {
  const edges = items.map((node, i) => ({ node, cursor: cursorOf(offset + i) }));
  return {
    edges,
    pageInfo: {
      hasNextPage: offset + items.length < total,
      hasPreviousPage: offset > 0,
      startCursor: edges[0]?.cursor ?? null,
      endCursor: edges.at(-1)?.cursor ?? null,
    },
    collectionInfo: { totalItems: total },
  };
}

/**
 * A connection over the window `args` ask for, read by `read` with one item more than the
 * window (whether another page follows), whose total is counted only when a query asks for
 * `collectionInfo` (or pages from the end): counting reads every match, the window only its
 * own.
 */
export function windowConnectionOf<T>(
  args: PageArgs,
  read: (window: { offset: number; limit: number }) => readonly T[],
  countAll: () => number,
): Connection<T> {
  const { offset, limit } = pageWindow(args, countAll);
  const items = read({ offset, limit: limit + 1 });
  const connection = connectionOf(items.slice(0, limit), offset, offset + items.length);
  return Object.defineProperty(connection, 'collectionInfo', {
    get: () => ({ totalItems: countAll() }),
    enumerable: true,
  });
}

/** A connection over a list held in memory. */
export function connectionOfList<T>(all: readonly T[], args: PageArgs): Connection<T> {
  const { offset, limit } = pageWindow(args, () => all.length);
  return connectionOf(all.slice(offset, offset + limit), offset, all.length);
}

/** Global object ids, `base64("Product:42")`, as the real endpoint's `id` fields. */
export const nodeId = (type: string, id: number | string): string =>
  Buffer.from(`${type}:${id}`).toString('base64');

export function parseNodeId(id: string): { type: string; id: string } | null {
  const match = /^([A-Za-z]+):(.+)$/.exec(Buffer.from(id, 'base64').toString('utf8'));
  return match ? { type: match[1]!, id: match[2]! } : null;
}
