import { canonicalUrl } from '@/lib/data/seo';

/**
 * A page's canonical address as `<link rel="canonical">`, which React moves into <head>:
 * absolute on the origin the build was given (lib/shared/canonical-origin.mjs), or relative
 * to the page for the local demo. Next's `alternates.canonical` would need metadataBase
 * for the same and adds nothing to it.
 */
export function CanonicalLink({ path }: { path: string }) {
  return <link rel="canonical" href={canonicalUrl(path)} />;
}
