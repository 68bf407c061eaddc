import { WEBHOOK_SECRET_HEADER } from '../../lib/webhooks/header';
import { THEME_CONTENT_CHECK_PATH } from '../../lib/webhooks/theme-content-watch';

/**
 * Has a server that just started make its first theme content check, which refreshes every
 * page showing theme content (lib/webhooks/theme-content-check.ts), before its pages are
 * warmed up: otherwise its own timer's first check could land in a load round, and that
 * round would time pages rendered again rather than served from the cache.
 */
export async function settleThemeContent(origin: string, webhookSecret: string): Promise<void> {
  const answer = await fetch(`${origin}${THEME_CONTENT_CHECK_PATH}`, {
    method: 'POST',
    headers: { [WEBHOOK_SECRET_HEADER]: webhookSecret },
  });
  if (!answer.ok) throw new Error(`${origin} answered its theme content check ${answer.status}`);
}
