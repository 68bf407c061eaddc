/**
 * What a review form posted without JavaScript comes back to: the action redirects to the
 * product page at `#<outcome>`, and the page's CSS shows the message with that id
 * (`:target`); with JavaScript the form shows the same words, and each field's problem.
 */
export const REVIEW_OUTCOMES = {
  'review-published': { tone: 'success', text: 'Thank you! Your review is published.' },
  'review-pending': {
    tone: 'success',
    text: 'Thank you! Your review will appear once the shop has approved it.',
  },
  'review-invalid': {
    tone: 'error',
    text: 'Please check your review: give a rating, a title, a few words and your name.',
  },
  'review-refused': {
    tone: 'error',
    text: 'The shop could not take this review. Please check it and try again.',
  },
  'review-unavailable': {
    tone: 'error',
    text: 'We could not reach the shop just now. Please try again in a moment.',
  },
} as const;

export type ReviewOutcomeId = keyof typeof REVIEW_OUTCOMES;
