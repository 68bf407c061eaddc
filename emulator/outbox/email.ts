/** The messages the local store "sends": what they are, and as the outbox keeps them. */

/** What kind of message the service "sent"; tests and the demo look messages up by it. */
export type EmailKind =
  | 'order_confirmation'
  | 'order_shipped'
  | 'abandoned_cart'
  | 'merchant_abandoned_cart'
  | 'merchant_cart_converted'
  | 'password_reset'
  | 'account_created'
  | 'webhook_deactivated'
  | 'newsletter_unsubscribed'
  | 'merchant_order_placed'
  | 'forwarded_invoice'
  | 'gift_certificate';

export interface Email {
  kind: EmailKind;
  to: string;
  subject: string;
  /** Plain text, as a shopper would read it. */
  body: string;
  /**
   * The links the message carries, by purpose (e.g. `{ order_status: "https://..." }`).
   * A link the store could not build (no site route) is absent and the body says why.
   */
  links: Record<string, string>;
}

export interface StoredEmail extends Email {
  id: number;
  sentAt: string;
}
