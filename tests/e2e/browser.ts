import { CHROMIUM } from '../../scripts/lib/debian-packages';

/** Where the tests find Chromium: Debian's package unless CHROMIUM_PATH says otherwise. */
export const chromiumPath = (): string => CHROMIUM.path;

/**
 * Flags for a headless Chromium on a machine with a closed network: without the
 * background-networking ones it keeps trying (and failing) to reach Google's hosts.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
