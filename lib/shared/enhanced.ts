import { type FormResult } from './forms';

/**
 * Set by a form once its script runs in the browser (`<EnhancedField />`): the action may
 * answer with state. A post without it came from a browser without JavaScript, which
 * cannot show state on a partly prerendered page (Next.js answers such a post with only
 * the page's dynamic part), so the action redirects (303) to the form's page with a notice.
 */
export const ENHANCED_FIELD = 'enhanced';

/** Whether a form was posted without JavaScript (no `enhanced=1`). */
export const postedWithoutScript = (form: FormData) => form.get(ENHANCED_FIELD) !== '1';

/** A form's outcome, for the notice a post without JavaScript is sent back with. */
export function outcomeOf(result: FormResult): 'invalid' | 'failed' | 'done' {
  const { '': formErrors, ...fieldErrors } = result.error ?? {};
  if (Object.values(fieldErrors).some((errors) => errors?.length)) return 'invalid';
  return formErrors?.length ? 'failed' : 'done';
}
