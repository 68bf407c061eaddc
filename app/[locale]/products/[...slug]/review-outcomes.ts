/**
 * What a review form posted without JavaScript comes back to: the action redirects to the
 * product page at `#<outcome>`, and the page's CSS shows the message with that id
 * (`:target`); with JavaScript the form shows the same words, and each field's problem.
 * Each message is `reviews.outcomes.<text>` in messages/*.json, in the page's language.
 */
export const REVIEW_OUTCOMES = {
  'review-published': { tone: 'success', text: 'published' },
  'review-pending': { tone: 'success', text: 'pending' },
  'review-invalid': { tone: 'error', text: 'invalid' },
  'review-refused': { tone: 'error', text: 'refused' },
  'review-unavailable': { tone: 'error', text: 'unavailable' },
} as const;

export type ReviewOutcomeId = keyof typeof REVIEW_OUTCOMES;
