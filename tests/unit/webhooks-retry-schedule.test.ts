import { describe, expect, it } from 'vitest';
import {
  MAX_ATTEMPTS,
  RETRY_DELAYS_SECONDS,
  retryDelayMs,
} from '@/emulator/webhooks/retry-schedule';

describe('retry schedule', () => {
  it('waits the seed delays after each failed attempt, then gives up after the twelfth retry', () => {
    const delays = Array.from({ length: MAX_ATTEMPTS }, (_, i) => retryDelayMs(i + 1));
    const seconds = [60, 180, 180, 300, 600, 900, 1800, 3600, 7200, 21600, 50400, 86400];
    expect(delays).toEqual([...seconds.map((s) => s * 1000), null]);
    expect(MAX_ATTEMPTS).toBe(13);
  });

  it('spans about 48 hours', () => {
    const total = RETRY_DELAYS_SECONDS.reduce((sum, s) => sum + s, 0);
    expect(total / 3600).toBeCloseTo(48.1, 1);
  });
});
