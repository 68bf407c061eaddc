import { z } from 'zod';
import { isoSeconds } from '../../core';
import { dateText } from '../../http';
import { type PartKindSpec } from './parts';

export const REVIEW_STATUSES = ['approved', 'disapproved', 'pending'] as const;

const reviewFields = {
  title: z.string().trim().min(1, 'must not be empty').max(255),
  text: z.string().max(65535),
  status: z.enum(REVIEW_STATUSES),
  rating: z.number().int().min(0, 'is from 0 to 5').max(5, 'is from 0 to 5'),
  email: z.union([z.email('must be an e-mail address'), z.literal('')]),
  name: z.string().max(255),
  date_reviewed: dateText.transform((value) => new Date(value).toISOString()),
};

const create = z.object({
  ...z.object(reviewFields).partial().shape,
  title: reviewFields.title,
  date_reviewed: reviewFields.date_reviewed,
});
type ReviewData = z.output<typeof create>;

/** A review as the management API shows it. */
export interface ReviewJson {
  id: number;
  product_id: number;
  title: string;
  text: string;
  status: (typeof REVIEW_STATUSES)[number];
  rating: number;
  email: string;
  name: string;
  date_reviewed: string;
  date_created: string;
  date_modified: string;
}

/**
 * A product's reviews (`/reviews`). Approved ones count in the product's `reviews_count`
 * and `reviews_rating_sum`, which the storefront shows, so a change is a product update.
 * A review sent without a status waits (`pending`), as in the real service.
 */
export const reviews: PartKindSpec<ReviewData, ReviewJson> = {
  kind: 'review',
  segment: 'reviews',
  what: 'Review',
  idName: 'review_id',
  create: create.transform((data) => ({
    ...data,
    status: data.status ?? 'pending',
    rating: data.rating ?? 0,
  })),
  update: z.object(reviewFields).partial(),
  changesProductPage: true,
  filter: { shape: { status: z.enum(REVIEW_STATUSES).optional() }, field: 'status' },
  json: (row, data) => ({
    id: row.id,
    product_id: row.product_id,
    title: data.title,
    text: data.text ?? '',
    status: data.status ?? 'pending',
    rating: data.rating ?? 0,
    email: data.email ?? '',
    name: data.name ?? '',
    date_reviewed: isoSeconds(Date.parse(data.date_reviewed)),
    date_created: isoSeconds(row.created_at),
    date_modified: isoSeconds(row.updated_at),
  }),
};
