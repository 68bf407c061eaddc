import { pagePath } from './routes';
import { withQuery } from './links';

/**
 * A guest's "Save for later": the sign-in page, told which product to save and where to
 * come back to. The sign-in (or registration) saves it, then returns to the page. The
 * product id is only a wish: it is checked again as the signed-in customer's.
 */
export const saveForLaterHref = (returnTo: string, productId: number) =>
  withQuery(pagePath('signIn'), { next: returnTo, save: productId });

/** The product a sign-in should save, from the form's `save` field; null for none or nonsense. */
export function productToSave(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  return Number(raw);
}
