import 'server-only';
import { cacheTags } from '../shared/cache-tags';
import { ConfigError } from '../store/config';
import { STORE_RETRY_AFTER_SECONDS, unavailableReason } from '../store/errors';
import { answerEarly, json } from './answers';
import { WEBHOOK_SECRET_HEADER } from './header';
import { secretMatches } from './verify';

export interface ThemeContentCheckDeps {
  /** The storefront's callback secret: the timer that asks for checks sends it, as the store's webhooks do. */
  secret: string;
  /** The store's theme content as a digest (lib/store/management/theme-content.ts). */
  fingerprint: () => Promise<string>;
  /** Marks a cache tag so that the next request renders fresh data (on every instance). */
  revalidate: (tag: string) => Promise<void>;
  log: (line: string) => void;
}

/**
 * Refreshes the pages that show the store's theme content (widget regions, scripts,
 * custom templates) when the merchant changed it. The store publishes no events for it,
 * so a timer (theme-content-watch.ts) asks for this check every few seconds, and the
 * pages themselves keep their content as long as their catalog data: they are rendered
 * again only when something changed, not every time a short cache life runs out.
 *
 * Each check compares the store's content with what this process saw at its previous
 * check. Its first check after a start refreshes the pages too: the pages it serves from
 * its cache may have been made before a change it never saw.
 */
export function themeContentChecker(): (
  request: Request,
  depsOf: () => ThemeContentCheckDeps,
) => Promise<Response> {
  let lastSeen: string | null = null;
  // A store that stays down is said once, not at every check.
  let failing = false;
  return async (request, depsOf) => {
    if (request.method !== 'POST')
      return answerEarly(405, { error: 'Ask for a theme content check with POST.' });
    let deps: ThemeContentCheckDeps;
    try {
      deps = depsOf();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return answerEarly(503, {
        error:
          'The storefront is not configured yet; its server log says what to set. Ask again later.',
      });
    }
    if (!secretMatches(request.headers.get(WEBHOOK_SECRET_HEADER), deps.secret))
      return answerEarly(401, {
        error: `Missing or wrong ${WEBHOOK_SECRET_HEADER} header: send the storefront's WEBHOOK_SECRET.`,
      });

    let current: string;
    try {
      current = await deps.fingerprint();
    } catch (error) {
      if (!failing)
        deps.log(
          `theme content: could not read it from the store (${unavailableReason(error)}); the pages keep what they show until it answers`,
        );
      failing = true;
      const response = json(503, {
        error:
          "The store's theme content could not be read just now; the pages keep what they show. Ask again later.",
      });
      response.headers.set('retry-after', String(STORE_RETRY_AFTER_SECONDS));
      return response;
    }
    if (failing) deps.log('theme content: the store answers again');
    failing = false;
    if (current === lastSeen) return json(200, { status: 'unchanged' });

    const tag = cacheTags.themeContent();
    try {
      await deps.revalidate(tag);
    } catch (error) {
      deps.log(
        `theme content: refreshing the pages failed (${error instanceof Error ? error.message : String(error)}); the next check tries again`,
      );
      return json(503, {
        error: 'The storefront could not refresh its cached pages just now; ask again later.',
      });
    }
    const firstCheck = lastSeen === null;
    lastSeen = current;
    deps.log(
      firstCheck
        ? `theme content: first check since start; pages that show it are refreshed (${tag})`
        : `theme content: changed in the store; pages that show it are refreshed (${tag})`,
    );
    return json(200, { status: 'refreshed', revalidated: [tag] });
  };
}
