import { requestThemeContentCheck } from './theme-content-schedule';

/**
 * Has a server that just started make its first theme content check, which may refresh
 * every page showing theme content (lib/webhooks/theme-content-check.ts), before it is
 * handed to a test or a benchmark: otherwise its own timer's first check (retried while
 * the server starts) could land in the middle of one, and re-render pages a test expects
 * from the cache. A 503 (the store or the shared cache not answering yet) is asked again
 * for a few seconds; a server whose store is out of reach on purpose just goes on.
 * True when the check was made.
 */
export async function settleThemeContent(origin: string, webhookSecret: string): Promise<boolean> {
  for (let attempt = 0; attempt < 10; attempt++) {
    const status = await requestThemeContentCheck(origin, webhookSecret);
    if (status === 200) return true;
    if (status !== 503) return false;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}
