import { z } from 'zod';
import { problem } from './problems';

const RATING = problem('validation.reviewRating');
const TITLE = problem('validation.reviewTitle');
const TEXT = problem('validation.reviewText', { min: 10 });
const AUTHOR = problem('validation.reviewAuthor');

/**
 * A review as a shopper writes it on the product page, checked before it goes to the
 * store (which checks again): a rating of 1 to 5 stars, a title, the text and the name to
 * show; an e-mail address is optional and never shown. The review form's schema, on the
 * page and in its action (an empty field arrives as absent: it gets the same message).
 * Its messages are keys the form words in the page's language (lib/shared/problems.ts).
 */
export const reviewInput = z.object({
  rating: z.coerce.number({ error: RATING }).int(RATING).min(1, RATING).max(5, RATING),
  title: z
    .string({ error: TITLE })
    .trim()
    .min(1, TITLE)
    .max(120, problem('validation.reviewTitleTooLong', { max: 120 })),
  text: z
    .string({ error: TEXT })
    .trim()
    .min(10, TEXT)
    .max(5000, problem('validation.reviewTextTooLong', { max: 5000 })),
  author: z
    .string({ error: AUTHOR })
    .trim()
    .min(1, AUTHOR)
    .max(80, problem('validation.reviewAuthorTooLong', { max: 80 })),
  email: z.union([z.literal(''), z.email(problem('validation.emailOrEmpty'))]).default(''),
});

export type ReviewInput = z.output<typeof reviewInput>;
export type ReviewField = keyof ReviewInput;
export const REVIEW_FIELDS = Object.keys(reviewInput.shape) as ReviewField[];
