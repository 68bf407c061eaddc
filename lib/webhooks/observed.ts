import 'server-only';
import { metrics } from '../observability/metrics';
import { inSpan } from '../observability/tracing';

/** What became of one callback, as the receiver learns it (lib/webhooks/receiver.ts). */
export interface WebhookNote {
  scope?: string;
  /** revalidated, ignored (no page depends on it), duplicate, or a refusal's name. */
  outcome?: string;
  /** The cache tags revalidated. */
  tags?: readonly string[];
  /** Whether it was the first delivery of its event, a redelivery, or could not be told. */
  dedupe?: 'first' | 'redelivery' | 'unknown';
  /** The edge purge: purged, retrying, or no edge. */
  edge?: string;
  /** The callback's created_at (seconds since the epoch). */
  createdAt?: number;
}

/** A refusal's name by its status, when the receiver answered before it could say more. */
const OUTCOME_OF_STATUS: Record<number, string> = {
  400: 'malformed',
  401: 'unauthorized',
  403: 'other_store',
  405: 'wrong_method',
  413: 'too_large',
  503: 'retry_later',
};

/**
 * Runs the receiver in a `webhook` span that ends with the callback's scope, the tags it
 * revalidated, the dedupe and edge outcomes; counts the callback by scope and outcome and
 * observes its lag (now minus its created_at) for /api/metrics.
 */
export function observedWebhook(
  receive: (note: (facts: WebhookNote) => void) => Promise<Response>,
): Promise<Response> {
  return inSpan('webhook', {}, async (span) => {
    const facts: WebhookNote = {};
    const response = await receive((more) => Object.assign(facts, more));
    const outcome =
      facts.outcome ?? OUTCOME_OF_STATUS[response.status] ?? `status_${response.status}`;
    const scope = facts.scope ?? 'unknown';
    span.setAttributes({
      'storefront.webhook.scope': scope,
      'storefront.webhook.outcome': outcome,
      'storefront.webhook.tags': [...(facts.tags ?? [])],
      'http.response.status_code': response.status,
      ...(facts.dedupe ? { 'storefront.webhook.dedupe': facts.dedupe } : {}),
      ...(facts.edge ? { 'storefront.webhook.edge_purge': facts.edge } : {}),
    });
    const all = metrics();
    all.webhooks.inc({ scope, outcome });
    if (facts.createdAt !== undefined)
      all.webhookLag.observe(Math.max(0, Date.now() / 1000 - facts.createdAt));
    return response;
  });
}
