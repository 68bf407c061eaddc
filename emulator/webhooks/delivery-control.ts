import { type DomainStatus } from './domain-health';

/** What the rest of the service (and its tests) may use of webhook delivery. */
export interface WebhookDeliveryControl {
  /**
   * Resolves once no callback is being sent or about to be sent. Callbacks scheduled for
   * later wait for their timers (with a VirtualClock: until `advance` reaches them).
   */
  whenIdle(): Promise<void>;
  /** Health of every destination domain with recent traffic, and its blacklisting. */
  domainStatus(): DomainStatus[];
}
