import 'server-only';
import { cacheTags } from '../shared/cache-tags.mjs';
import { ConfigError } from '../store/config';
import { STORE_RETRY_AFTER_SECONDS, unavailableReason } from '../store/errors';
import { answerEarly, json, notConfigured, reasonOf } from './answers';
import { drainBody } from '../shared/bounded-body';
import { WEBHOOK_SECRET_HEADER } from './header';
import { type ThemeContentMemory } from './theme-content-memory';
import { secretMatches } from './verify';
import { type EdgeOutcome } from '../edge/edge-purge';

export interface ThemeContentCheckDeps {
  /** The storefront's callback secret: the timer that asks for checks sends it, as the store's webhooks do. */
  secret: string;
  /** The store's theme content as a digest (lib/store/management/theme-content.ts). */
  fingerprint: () => Promise<string>;
  /** Marks a cache tag so that the next request renders fresh data (on every instance). */
  revalidate: (tag: string) => Promise<void>;
  /** What the pages were last refreshed for (in this process, or shared by every instance). */
  memory: ThemeContentMemory;
  /** Purges the edge in front of the pages the tags affect (lib/edge/). */
  purgeEdge: (tags: readonly string[]) => Promise<EdgeOutcome>;
  log: (line: string) => void;
}

/**
 * Refreshes the pages that show the store's theme content (widget regions, scripts,
 * custom templates) when the merchant changed it. The store publishes no events for it,
 * so a scheduler asks for this check every few seconds (POST /api/theme-content), and the
 * pages themselves keep their content as long as their catalog data: they are rendered
 * again only when something changed, not every time a short cache life runs out.
 *
 * Each check compares a digest of the store's content with the one the pages were last
 * refreshed for (theme-content-memory.ts); with none recorded (a first check) it refreshes
 * them too, as they may have been made before a change nobody saw.
 */
export function themeContentChecker(): (
  request: Request,
  depsOf: () => ThemeContentCheckDeps,
) => Promise<Response> {
  // A store or shared cache that stays down is said once, not at every check.
  let failing = false;
  let refreshFailing = false;
  return async (request, depsOf) => {
    if (request.method !== 'POST')
      return answerEarly(405, { error: 'Ask for a theme content check with POST.' });
    let deps: ThemeContentCheckDeps;
    try {
      deps = depsOf();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      return notConfigured('to check the theme content', 'Ask again later.');
    }
    if (!secretMatches(request.headers.get(WEBHOOK_SECRET_HEADER), deps.secret)) {
      // So that a sender still sending reads the 401, not a reset (lib/shared/bounded-body.ts).
      await drainBody(request);
      return answerEarly(401, {
        error: `Missing or wrong ${WEBHOOK_SECRET_HEADER} header: send the storefront's WEBHOOK_SECRET.`,
      });
    }

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
    const tag = cacheTags.themeContent();
    let lastSeen: string | null;
    try {
      lastSeen = await deps.memory.lastSeen();
      if (current === lastSeen) return json(200, { status: 'unchanged' });
      await deps.revalidate(tag);
      await deps.memory.record(current);
    } catch (error) {
      if (!refreshFailing)
        deps.log(
          `theme content: refreshing the pages failed (${reasonOf(error)}); the next checks try again`,
        );
      refreshFailing = true;
      return json(503, {
        error: 'The storefront could not refresh its cached pages just now; ask again later.',
      });
    }
    refreshFailing = false;
    await deps.purgeEdge([tag]);
    deps.log(
      lastSeen === null
        ? `theme content: no digest recorded yet (a first check); pages that show it are refreshed (${tag})`
        : `theme content: changed in the store; pages that show it are refreshed (${tag})`,
    );
    return json(200, { status: 'refreshed', revalidated: [tag] });
  };
}
