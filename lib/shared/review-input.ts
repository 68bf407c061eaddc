import { z } from 'zod';

/**
 * A review as a shopper writes it on the product page, checked before it goes to the
 * store (which checks again): a rating of 1 to 5 stars, a title, the text and the name to
 * show; an e-mail address is optional and never shown. The review form's schema, on the
 * page and in its action (an empty field arrives as absent: it gets the same message).
 */
export const reviewInput = z.object({
  rating: z.coerce
    .number({ error: 'Choose a rating from 1 to 5 stars.' })
    .int('Choose a rating from 1 to 5 stars.')
    .min(1, 'Choose a rating from 1 to 5 stars.')
    .max(5, 'Choose a rating from 1 to 5 stars.'),
  title: z
    .string({ error: 'Give your review a title.' })
    .trim()
    .min(1, 'Give your review a title.')
    .max(120, 'Keep the title to 120 characters or fewer.'),
  text: z
    .string({ error: 'Tell other shoppers a little more: at least 10 characters.' })
    .trim()
    .min(10, 'Tell other shoppers a little more: at least 10 characters.')
    .max(5000, 'Keep your review to 5,000 characters or fewer.'),
  author: z
    .string({ error: 'Enter the name to show with your review.' })
    .trim()
    .min(1, 'Enter the name to show with your review.')
    .max(80, 'Keep the name to 80 characters or fewer.'),
  email: z
    .union([
      z.literal(''),
      z.email('Enter an e-mail address like name@example.com, or leave it empty.'),
    ])
    .default(''),
});

export type ReviewInput = z.output<typeof reviewInput>;
export type ReviewField = keyof ReviewInput;
export const REVIEW_FIELDS = Object.keys(reviewInput.shape) as ReviewField[];
