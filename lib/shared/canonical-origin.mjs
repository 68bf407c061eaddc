/**
 * The origin the pages' canonical links name, fixed when the shop is built: search
 * engines (and Lighthouse's audit) want an absolute canonical URL, and prerendered pages
 * are made before any request says where they are served from.
 *
 * It is PUBLIC_URL's origin, except when `npm start` chose the address itself for the
 * local demo (http://localhost:$PORT, which follows PORT): then '' and the links stay
 * relative to the page, so one build serves any port. `npm start` says which with
 * PUBLIC_URL_FOLLOWS_PORT=1 (scripts/start/run-start.ts). next.config.mjs writes the value
 * into the build; the build stamp (scripts/start/build-stamp.ts) counts it, so a start with
 * another PUBLIC_URL builds again.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function canonicalOriginOf(env) {
  const given = env.PUBLIC_URL?.trim();
  if (!given || env.PUBLIC_URL_FOLLOWS_PORT === '1') return '';
  try {
    return new URL(given).origin;
  } catch {
    throw new Error(
      `PUBLIC_URL must be the storefront's public origin, such as https://shop.example.com; got "${given}".`,
    );
  }
}

/**
 * What a build says of its canonical links (npm run build, and npm start of a current
 * build), so a deploy built without PUBLIC_URL is noticed.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {string}
 */
export function canonicalLinksNote(env) {
  const origin = canonicalOriginOf(env);
  if (origin)
    return `Canonical links name ${origin} (PUBLIC_URL); another PUBLIC_URL means a new build.`;
  if (env.PUBLIC_URL_FOLLOWS_PORT === '1')
    return 'Canonical links are relative: this is the local demo, whose address follows PORT.';
  return "Canonical links are relative: PUBLIC_URL was not set. Set it to the shop's public origin when building for production; search engines want absolute ones.";
}
