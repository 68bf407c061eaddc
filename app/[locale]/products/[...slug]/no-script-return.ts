import { textField } from '@/lib/shared/forms';
import { isStorePath, productHref } from '@/lib/shared/links';
import { routePath } from '@/lib/shared/routes';

/**
 * Where a product page's form posted without JavaScript sends the shopper back (303): the
 * product page in the form's currency, at the anchor of the outcome, which the page shows
 * with CSS alone. Home when the form's `path` cannot be a product's (empty or longer than
 * the store allows).
 */
export function noScriptReturnHref(form: FormData, outcome: string): string {
  const path = textField(form, 'path');
  return isStorePath(path)
    ? `${productHref(path, textField(form, 'currency'))}#${outcome}`
    : routePath('home');
}
