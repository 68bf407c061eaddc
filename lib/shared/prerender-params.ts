/**
 * The params a dynamic catalog route prerenders, never none: with Cache Components,
 * Next.js refuses to build a route whose generateStaticParams returns nothing, which a shop
 * with no brands (or content pages) yet, or a build without a store, would. The stand-in
 * path is one no link leads to: it is a "not found" page until something lives there.
 */
export const NOTHING_TO_PRERENDER = '_none';

export function prerenderParams(slugs: string[][]): Array<{ slug: string[] }> {
  return slugs.length > 0 ? slugs.map((slug) => ({ slug })) : [{ slug: [NOTHING_TO_PRERENDER] }];
}
