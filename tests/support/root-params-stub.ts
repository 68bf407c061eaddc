/**
 * `next/root-params` outside Next.js: its getters exist only in a page's render (the
 * compiler supplies them), so here they answer as in a route handler, with no parameters.
 */
export async function locale(): Promise<string> {
  throw new Error('No root parameters outside a page render.');
}
