'use server';

import { updateTag } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { cacheTags } from '@/lib/shared/cache-tags.mjs';
import { postedForm, textField } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';
import { safeNextPath } from '@/lib/shared/links';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { saveForLaterHref } from '@/lib/shared/save-for-later';
import { getSession } from '@/lib/flows/session';
import { getWishlists, saveForLater, unsave } from '@/lib/data/wishlists';
import { routePath } from '@/lib/shared/routes';
import { inPageLanguage } from '@/lib/i18n/request-language';

/** The outcome, its `message` a key the form words in the page's language (lib/shared/problems.ts), or the store's words. */
export type SaveForLaterState =
  { status: 'idle' } | { status: 'saved' | 'removed' | 'error'; message: string; at: number };

const saveForm = z.object({
  productId: z.coerce.number().int().positive(),
  intent: z.enum(['save', 'remove']),
});

/**
 * "Save for later" on product cards and the product page, which are the same for every
 * shopper: their saved state comes from the shopper context, this action does the saving.
 * A guest goes to sign in and comes back to the page with the product saved (see
 * lib/shared/save-for-later.ts). Without JavaScript the action comes back to the page at
 * `#saved-<product>`, whose message CSS shows.
 */
export async function toggleSavedAction(
  _previous: SaveForLaterState,
  posted: unknown,
): Promise<SaveForLaterState> {
  const form = postedForm(posted);
  const parsed = saveForm.safeParse({
    productId: textField(form, 'productId'),
    intent: textField(form, 'intent'),
  });
  const returnTo = safeNextPath(textField(form, 'returnTo')) ?? routePath('home');
  if (!parsed.success)
    return {
      status: 'error',
      message: problem('problems.cannotSave'),
      at: Date.now(),
    };
  const { productId, intent } = parsed.data;
  const { customerId } = await getSession();
  if (!customerId) redirect(await inPageLanguage(saveForLaterHref(returnTo, productId)));

  let outcome: SaveForLaterState;
  try {
    const lists = await getWishlists(customerId);
    if (intent === 'remove') await unsave(customerId, lists, productId);
    else await saveForLater(customerId, lists, productId);
    outcome =
      intent === 'remove'
        ? { status: 'removed', message: problem('problems.unsaved'), at: Date.now() }
        : { status: 'saved', message: problem('problems.saved'), at: Date.now() };
    updateTag(cacheTags.wishlists(customerId));
    for (const list of lists) updateTag(cacheTags.sharedWishlist(list.token));
  } catch (error) {
    outcome = { status: 'error', message: shopperMessage(error), at: Date.now() };
  }
  if (form.get('enhanced') !== '1')
    redirect(
      await inPageLanguage(
        `${returnTo}#${outcome.status === 'error' ? 'save-failed' : `saved-${productId}`}`,
      ),
    );
  return outcome;
}

/**
 * The same toggle for the product cards' compact form, which shows no outcome (the filled
 * heart comes from the shopper context): a plain action, so that each card's form carries
 * one hidden field naming it rather than the state a useActionState form serializes into
 * the page, a kilobyte per card on every listing.
 */
export async function toggleSavedFromCardAction(posted: unknown): Promise<void> {
  await toggleSavedAction({ status: 'idle' }, posted);
}
