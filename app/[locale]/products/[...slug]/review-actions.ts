'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { type FormResult, postedForm, readForm, textField } from '@/lib/shared/forms';
import { isStorePath } from '@/lib/shared/links';
import { problem } from '@/lib/shared/problems';
import { reviewInput } from '@/lib/shared/review-input';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { storeErrorOf } from '@/lib/store/cache-errors';
import { getProductPage } from '@/lib/data/catalog';
import { addReview } from '@/lib/data/reviews';
import { readSession } from '@/lib/flows/session';
import { takeAttempt } from '@/lib/runtime/abuse-limits';
import { ENHANCED_FIELD } from './purchase-data';
import { noScriptReturnHref } from './no-script-return';
import { type ReviewOutcomeId } from './review-outcomes';
import { inPageLanguage } from '@/lib/i18n/request-language';

/** A review's outcome, and when it came (a new answer is announced again). */
export type ReviewResult = FormResult & { outcome: ReviewOutcomeId; at: number };

/**
 * A shopper's review of the product on the page. Checked here (each field's problem shown
 * next to it), then by the store, which decides whether the review shows at once; the
 * answer says which. A review that shows at once refreshes the product's cached page
 * for this shopper now (everyone else's comes with the store's product webhook).
 */
export async function addReviewAction(_previous: unknown, posted: unknown): Promise<ReviewResult> {
  const form = postedForm(posted);
  const state = await reviewResult(form);
  // Without JavaScript the page cannot show the returned state (it is the cached page):
  // such a shopper goes back to it at the outcome's anchor, which CSS shows (REVIEW_OUTCOMES).
  if (form.get(ENHANCED_FIELD) !== '1') {
    redirect(await inPageLanguage(noScriptReturnHref(form, state.outcome)));
  }
  return state;
}

async function reviewResult(form: FormData): Promise<ReviewResult> {
  const read = readForm(form, reviewInput);
  if (!read.ok) return { ...read.result, outcome: 'review-invalid', at: Date.now() };
  const { data, reply } = read;
  const failed = (
    outcome: ReviewOutcomeId,
    error: string | null,
    fieldErrors: Record<string, string> = {},
  ): ReviewResult => ({
    ...reply({
      formErrors: error ? [error] : [],
      fieldErrors: Object.fromEntries(
        Object.entries(fieldErrors).map(([field, message]) => [field, [message]]),
      ),
    }),
    outcome,
    at: Date.now(),
  });

  // A client writes a few reviews an hour: enough for a shopper, not for a flood.
  const refused = await takeAttempt('review');
  if (refused) return failed('review-refused', refused.problem);

  const path = textField(form, 'path');
  let product: Awaited<ReturnType<typeof getProductPage>>;
  try {
    product = isStorePath(path) ? await getProductPage(path) : null;
  } catch (error) {
    // A cached loader's failure may come masked (lib/store/cache-errors.ts).
    return failed('review-unavailable', shopperMessage(await storeErrorOf(error)));
  }
  if (!product) return failed('review-refused', problem('problems.reviewProductGone'));

  const { customerId } = await readSession();
  let outcome: Awaited<ReturnType<typeof addReview>>;
  try {
    outcome = await addReview(product.entityId, data, { customerId: customerId ?? null });
  } catch (error) {
    return failed('review-unavailable', shopperMessage(error));
  }
  if (outcome.status === 'refused')
    return failed('review-refused', outcome.message, outcome.fieldErrors);
  if (outcome.status === 'published') updateTag(cacheTags.product(product.entityId));
  return {
    ...reply({ resetForm: true }),
    outcome: outcome.status === 'published' ? 'review-published' : 'review-pending',
    at: Date.now(),
  };
}
