/**
 * A page's canonical address as `<link rel="canonical">`, which React moves into <head>.
 * Relative on purpose (lib/data/seo.ts): the prerendered page names no origin, and the link
 * resolves against the address the page was fetched from. Next's `alternates.canonical`
 * cannot do that: it makes the link absolute on the build's origin.
 */
export function CanonicalLink({ href }: { href: string }) {
  return <link rel="canonical" href={href} />;
}
