import 'server-only';
import { AddProductReviewDocument, RecentReviewsDocument } from '@/graphql/generated/operations';
import { type ReviewField, type ReviewInput, REVIEW_FIELDS } from '../shared/review-input';
import { type Shopper, storefrontMutation, storefrontQuery } from '../store/graphql';

/** What the store made of a review: shown at once, held for approval, or refused (per field, or as a whole). */
export type ReviewOutcome =
  | { status: 'published' | 'pending' }
  | {
      status: 'refused';
      fieldErrors: Partial<Record<ReviewField, string>>;
      message: string | null;
    };

/** The store names a review's fields as the form does. */
const isReviewField = (name: string): name is ReviewField =>
  (REVIEW_FIELDS as readonly string[]).includes(name);

/**
 * Sends a shopper's review of a product to the store (`addProductReview`). The store
 * decides whether it shows at once; its answer does not say, so the product's newest
 * reviews are read again, as this shopper, to tell the shopper which it was.
 */
export async function addReview(
  productId: number,
  review: ReviewInput,
  shopper: Shopper,
): Promise<ReviewOutcome> {
  const { catalog } = await storefrontMutation(
    AddProductReviewDocument,
    { input: { productEntityId: productId, review: { ...review, email: review.email || null } } },
    shopper,
  );
  const errors = catalog.addProductReview.errors;
  if (errors.length) {
    const fieldErrors: Partial<Record<ReviewField, string>> = {};
    const general: string[] = [];
    for (const error of errors) {
      const field =
        error.__typename === 'InvalidInputFieldsError'
          ? error.fields.find(isReviewField)
          : undefined;
      if (field) fieldErrors[field] ??= error.message;
      else general.push(error.message);
    }
    return { status: 'refused', fieldErrors, message: general.join(' ') || null };
  }
  const { site } = await storefrontQuery(RecentReviewsDocument, { entityId: productId }, shopper);
  const shown = (site.product?.reviews.edges ?? []).some(
    ({ node }) => node.title === review.title && node.author.name === review.author,
  );
  return { status: shown ? 'published' : 'pending' };
}
