import { type ServiceContext } from '../../core';
import { partCollection, partsJsonOf } from './parts';
import { type ReviewJson, reviews } from './reviews';

export type Review = ReviewJson;

export type ReviewSort = 'NEWEST' | 'OLDEST' | 'HIGHEST_RATING' | 'LOWEST_RATING';

const newestFirst = (a: Review, b: Review) =>
  Date.parse(b.date_reviewed) - Date.parse(a.date_reviewed) || b.id - a.id;
const ORDER: Record<ReviewSort, (a: Review, b: Review) => number> = {
  NEWEST: newestFirst,
  OLDEST: (a, b) => -newestFirst(a, b),
  HIGHEST_RATING: (a, b) => b.rating - a.rating || newestFirst(a, b),
  LOWEST_RATING: (a, b) => a.rating - b.rating || newestFirst(a, b),
};

/** The reviews shoppers see: the approved ones, in an order, optionally within a rating range. */
export function approvedReviews(
  ctx: ServiceContext,
  productId: number,
  options: { sort?: ReviewSort; minRating?: number | null; maxRating?: number | null } = {},
): Review[] {
  return partsJsonOf(ctx, reviews, productId)
    .filter((r) => r.status === 'approved')
    .filter(
      (r) =>
        (options.minRating == null || r.rating >= options.minRating) &&
        (options.maxRating == null || r.rating <= options.maxRating),
    )
    .sort(ORDER[options.sort ?? 'NEWEST']);
}

export interface ShopperReview {
  author: string;
  title: string;
  text: string;
  rating: number;
  email: string;
}

/**
 * A review a shopper writes on the storefront. The store decides whether it shows at
 * once: a signed-in customer's is approved (the store knows who wrote it), a guest's
 * waits for the merchant (`pending`), as the real service holds reviews for approval by
 * default. A customer reviews a product once. Written through the same collection as the
 * management API's reviews, so it counts and announces itself (`store/product/updated`)
 * the same way.
 */
export function addShopperReview(
  ctx: ServiceContext,
  productId: number,
  review: ShopperReview,
  customer: { email: string } | null,
): { status: 'approved' | 'pending' } | { alreadyReviewed: true } {
  const email = customer?.email ?? review.email;
  if (
    customer &&
    partsJsonOf(ctx, reviews, productId).some(
      (r) => r.email.toLowerCase() === customer.email.toLowerCase(),
    )
  ) {
    return { alreadyReviewed: true };
  }
  const status = customer ? 'approved' : 'pending';
  partCollection(reviews).create(ctx, productId, {
    title: review.title,
    text: review.text,
    rating: review.rating,
    name: review.author,
    email,
    status,
    date_reviewed: new Date(ctx.clock.now()).toISOString(),
  });
  return { status };
}
