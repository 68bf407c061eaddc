import 'server-only';
import { keepUntil, recall } from '../shared-cache/index.mjs';

/**
 * The digest of the theme content the cached pages were last refreshed for: what the
 * theme content check compares the store's current content with.
 */
export interface ThemeContentMemory {
  /** The digest last recorded, or null when none is (a first check). Rejects when it cannot be asked. */
  lastSeen(): Promise<string | null>;
  record(fingerprint: string): Promise<void>;
}

/**
 * In this process. A restarted process knows none, so its first check refreshes the pages:
 * the ones it serves from its cache may have been made before a change it never saw.
 */
export class ProcessThemeContentMemory implements ThemeContentMemory {
  private seen: string | null = null;

  lastSeen(): Promise<string | null> {
    return Promise.resolve(this.seen);
  }

  record(fingerprint: string): Promise<void> {
    this.seen = fingerprint;
    return Promise.resolve();
  }
}

const KEY = 'theme-content:fingerprint';
/** Longer than any cached page lives ('hours' entries expire after a day). */
const KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * In the shared cache, beside the pages it describes: every instance compares with the same
 * digest, so a change refreshes the pages once, not once per instance, and a restarted
 * instance does not refresh pages that are up to date (it starts warm).
 */
export class SharedThemeContentMemory implements ThemeContentMemory {
  async lastSeen(): Promise<string | null> {
    const values = await recall([KEY]);
    if (!values) throw new Error('the shared cache cannot be reached');
    return values[0] ?? null;
  }

  record(fingerprint: string): Promise<void> {
    return keepUntil(KEY, fingerprint, Date.now() + KEEP_MS);
  }
}
