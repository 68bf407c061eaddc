import { type ShopperReview, addShopperReview, approvedReviews, getProduct } from '../../catalog';
import { findCustomer } from '../../customers';
import { type AddProductReviewError, type Resolvers } from '../generated/resolvers';
import { connectionOfList } from '../relay';
import { dateTime } from './shopper';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The store's checks of a shopper's review, one error per field (`InvalidInputFieldsError`
 * names the field), so a storefront can show each next to its input.
 */
function reviewProblems(review: ShopperReview): AddProductReviewError[] {
  const problems: Array<[field: keyof ShopperReview, message: string]> = [];
  if (!Number.isInteger(review.rating) || review.rating < 1 || review.rating > 5)
    problems.push(['rating', 'A rating is a whole number of stars from 1 to 5.']);
  if (!review.title.trim()) problems.push(['title', 'A review needs a title.']);
  else if (review.title.length > 255)
    problems.push(['title', 'A review title is at most 255 characters.']);
  if (!review.text.trim()) problems.push(['text', 'A review needs some text.']);
  else if (review.text.length > 65535)
    problems.push(['text', 'A review is at most 65,535 characters.']);
  if (!review.author.trim()) problems.push(['author', 'A review needs the name of its author.']);
  else if (review.author.length > 255)
    problems.push(['author', 'An author name is at most 255 characters.']);
  if (review.email && !EMAIL.test(review.email))
    problems.push(['email', 'The e-mail address is not valid.']);
  return problems.map(([field, message]) => ({
    __typename: 'InvalidInputFieldsError' as const,
    fields: [field],
    message,
  }));
}

export const reviewResolvers: Resolvers = {
  Product: {
    reviewSummary: (p) => ({
      numberOfReviews: p.reviews_count,
      summationOfRatings: p.reviews_rating_sum,
    }),
    reviews: (p, args, ctx) =>
      connectionOfList(
        approvedReviews(ctx.svc, p.id, {
          sort: args.sort ?? 'NEWEST',
          minRating: args.filters?.rating?.minRating,
          maxRating: args.filters?.rating?.maxRating,
        }),
        args,
      ),
  },

  Review: {
    entityId: (r) => r.id,
    author: (r) => ({ name: r.name || 'Anonymous' }),
    title: (r) => r.title,
    text: (r) => r.text,
    rating: (r) => r.rating,
    createdAt: (r) => dateTime(Date.parse(r.date_reviewed)),
  },

  Mutation: {
    catalog: () => ({}),
  },

  CatalogMutations: {
    addProductReview: (_m, { input }, ctx) => {
      const product = getProduct(ctx.svc, input.productEntityId);
      if (!product?.is_visible) {
        return {
          errors: [
            {
              __typename: 'ProductIdNotFoundError' as const,
              message: `Product ${input.productEntityId} was not found.`,
            },
          ],
        };
      }
      const review: ShopperReview = {
        ...input.review,
        author: input.review.author.trim(),
        title: input.review.title.trim(),
        email: input.review.email?.trim() ?? '',
      };
      const problems = reviewProblems(review);
      if (problems.length) return { errors: problems };
      const customer = ctx.customerId ? findCustomer(ctx.svc, ctx.customerId) : null;
      const added = addShopperReview(
        ctx.svc,
        product.id,
        review,
        customer ? { email: customer.email } : null,
      );
      if ('alreadyReviewed' in added) {
        return {
          errors: [
            {
              __typename: 'CustomerAlreadyReviewedProductError' as const,
              message: `You have already reviewed ${product.name}.`,
            },
          ],
        };
      }
      return { errors: [] };
    },
  },
};
