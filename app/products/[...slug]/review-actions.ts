'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { type FormState, fieldErrorsOf, textField } from '@/lib/shared/form-state';
import { isStorePath } from '@/lib/shared/links';
import { type ReviewField, REVIEW_FIELDS, reviewInput } from '@/lib/shared/review-input';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { storeErrorOf } from '@/lib/store/cache-errors';
import { getProductPage } from '@/lib/data/catalog';
import { addReview } from '@/lib/data/reviews';
import { readSession } from '@/lib/flows/session';
import { takeAttempt } from '@/lib/runtime/abuse-limits';
import { ENHANCED_FIELD } from './purchase-data';
import { noScriptReturnHref } from './no-script-return';
import { type ReviewOutcomeId } from './review-outcomes';

export type ReviewState = FormState<ReviewField> & { outcome: ReviewOutcomeId | null; at: number };

/**
 * A shopper's review of the product on the page. Checked here (each field's problem shown
 * next to it), then by the store, which decides whether the review shows at once; the
 * answer says which. A review that shows at once refreshes the product's cached page
 * for this shopper now (everyone else's comes with the store's product webhook).
 */
export async function addReviewAction(
  _previous: ReviewState,
  form: FormData,
): Promise<ReviewState> {
  const state = await reviewState(form);
  // Without JavaScript the page cannot show the returned state (it is the cached page):
  // such a shopper goes back to it at the outcome's anchor, which CSS shows (REVIEW_OUTCOMES).
  if (form.get(ENHANCED_FIELD) !== '1') {
    redirect(noScriptReturnHref(form, state.outcome ?? 'review-invalid'));
  }
  return state;
}

async function reviewState(form: FormData): Promise<ReviewState> {
  const raw = Object.fromEntries(REVIEW_FIELDS.map((field) => [field, textField(form, field)]));
  const values = { ...raw, rating: raw.rating ?? '' };
  const failed = (
    outcome: ReviewOutcomeId,
    error: string | null,
    fieldErrors: ReviewState['fieldErrors'] = {},
  ): ReviewState => ({
    values,
    fieldErrors,
    error,
    outcome,
    at: Date.now(),
  });

  const parsed = reviewInput.safeParse(raw);
  if (!parsed.success)
    return failed('review-invalid', null, fieldErrorsOf(parsed.error.issues, REVIEW_FIELDS));

  // A client writes a few reviews an hour: enough for a shopper, not for a flood.
  const refused = await takeAttempt('review');
  if (refused) return failed('review-refused', refused.message);

  const path = textField(form, 'path');
  let product: Awaited<ReturnType<typeof getProductPage>>;
  try {
    product = isStorePath(path) ? await getProductPage(path) : null;
  } catch (error) {
    // A cached loader's failure may come masked (lib/store/cache-errors.ts).
    return failed('review-unavailable', shopperMessage(await storeErrorOf(error)));
  }
  if (!product) return failed('review-refused', 'This product is no longer available to review.');

  const { customerId } = await readSession();
  let outcome: Awaited<ReturnType<typeof addReview>>;
  try {
    outcome = await addReview(product.entityId, parsed.data, { customerId: customerId ?? null });
  } catch (error) {
    return failed('review-unavailable', shopperMessage(error));
  }
  if (outcome.status === 'refused')
    return failed('review-refused', outcome.message, outcome.fieldErrors);
  if (outcome.status === 'published') updateTag(cacheTags.product(product.entityId));
  return {
    values: {},
    fieldErrors: {},
    error: null,
    outcome: outcome.status === 'published' ? 'review-published' : 'review-pending',
    at: Date.now(),
  };
}
