import { z } from 'zod';

/** `{ data, meta: {} }`: the v3 envelope of a single object. */
export const one = <T>(data: T) => ({ data, meta: {} });

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(250).default(50),
});
export type PageQuery = z.output<typeof pageQuery>;

export interface Page<T> {
  data: T[];
  meta: {
    pagination: {
      total: number;
      count: number;
      per_page: number;
      current_page: number;
      total_pages: number;
      links: { previous?: string; current: string; next?: string };
    };
  };
}

/** The v3 list envelope with the real service's pagination block. */
export function paged<T>(items: T[], total: number, { page, limit }: PageQuery): Page<T> {
  const totalPages = Math.max(1, Math.ceil(total / limit));
  const link = (p: number) => `?page=${p}&limit=${limit}`;
  return {
    data: items,
    meta: {
      pagination: {
        total,
        count: items.length,
        per_page: limit,
        current_page: page,
        total_pages: totalPages,
        links: {
          ...(page > 1 ? { previous: link(page - 1) } : {}),
          current: link(page),
          ...(page < totalPages ? { next: link(page + 1) } : {}),
        },
      },
    },
  };
}

/** LIMIT/OFFSET for a page. */
export const sqlPage = ({ page, limit }: PageQuery) => ({ limit, offset: (page - 1) * limit });
