import { WEBHOOK_SECRET_HEADER } from '../../lib/webhooks/header';
import { THEME_CONTENT_CHECK_PATH } from '../../lib/webhooks/theme-content-watch';

/**
 * Has a server that just started make its first theme content check, which refreshes every
 * page showing theme content (lib/webhooks/theme-content-check.ts), before its pages are
 * warmed up: otherwise its own timer's first check could land in a load round, and that
 * round would time pages rendered again rather than served from the cache. A 503 (its
 * shared cache still connecting) is asked again for a few seconds.
 */
export async function settleThemeContent(origin: string, webhookSecret: string): Promise<void> {
  let status = 0;
  for (let attempt = 0; attempt < 20; attempt++) {
    const answer = await fetch(`${origin}${THEME_CONTENT_CHECK_PATH}`, {
      method: 'POST',
      headers: { [WEBHOOK_SECRET_HEADER]: webhookSecret },
    });
    await answer.body?.cancel();
    if (answer.ok) return;
    status = answer.status;
    if (status !== 503) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${origin} answered its theme content check ${status}`);
}
