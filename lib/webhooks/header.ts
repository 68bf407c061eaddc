/**
 * The header that carries the shared secret (`WEBHOOK_SECRET`) on every webhook callback.
 * The setup script registers it in each hook's `headers`; the receiver checks it. Header
 * names are case-insensitive; this is the spelling sent.
 */
export const WEBHOOK_SECRET_HEADER = 'X-Webhook-Secret';

/** Where the storefront receives callbacks (the route app/api/webhooks/route.ts serves). */
export const WEBHOOK_RECEIVER_PATH = '/api/webhooks';
