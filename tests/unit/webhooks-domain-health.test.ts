import { describe, expect, it } from 'vitest';
import { BLACKLIST_MS, DomainHealth, HEALTH_WINDOW_MS } from '@/emulator/webhooks/domain-health';

const T0 = 1_000_000;
const record = (
  health: DomainHealth,
  domain: string,
  successes: number,
  failures: number,
  at = T0,
) => {
  for (let i = 0; i < successes; i++) health.record(domain, true, at);
  for (let i = 0; i < failures; i++) health.record(domain, false, at);
};

describe('domain health', () => {
  it('does not judge a domain before 100 requests in the window', () => {
    const health = new DomainHealth();
    record(health, 'a.example', 0, 99);
    expect(health.blacklistedUntil('a.example', T0)).toBeNull();
    health.record('a.example', false, T0);
    expect(health.blacklistedUntil('a.example', T0)).toBe(T0 + BLACKLIST_MS);
  });

  it('blacklists below 90% success, not at 90%', () => {
    const exactly = new DomainHealth();
    record(exactly, 'a.example', 90, 10);
    expect(exactly.blacklistedUntil('a.example', T0)).toBeNull();
    const below = new DomainHealth();
    record(below, 'a.example', 89, 11);
    expect(below.blacklistedUntil('a.example', T0)).toBe(T0 + BLACKLIST_MS);
  });

  it('lifts the blacklist after three minutes', () => {
    const health = new DomainHealth();
    record(health, 'a.example', 0, 100);
    expect(health.blacklistedUntil('a.example', T0 + BLACKLIST_MS - 1)).not.toBeNull();
    expect(health.blacklistedUntil('a.example', T0 + BLACKLIST_MS)).toBeNull();
  });

  it('forgets outcomes older than the two-minute window', () => {
    const health = new DomainHealth();
    record(health, 'a.example', 0, 60, T0);
    record(health, 'a.example', 0, 60, T0 + HEALTH_WINDOW_MS);
    expect(health.blacklistedUntil('a.example', T0 + HEALTH_WINDOW_MS)).toBeNull();
    expect(health.status(T0 + HEALTH_WINDOW_MS)).toEqual([
      { domain: 'a.example', successes: 0, failures: 60, blacklistedUntil: null },
    ]);
    record(health, 'a.example', 0, 40, T0 + HEALTH_WINDOW_MS + 1);
    expect(health.blacklistedUntil('a.example', T0 + HEALTH_WINDOW_MS + 1)).toBe(
      T0 + HEALTH_WINDOW_MS + 1 + BLACKLIST_MS,
    );
  });

  it('stops counting successes once they leave the window', () => {
    const health = new DomainHealth();
    record(health, 'a.example', 500, 0, T0);
    const later = T0 + HEALTH_WINDOW_MS;
    record(health, 'a.example', 89, 0, later);
    expect(health.status(later)).toEqual([
      { domain: 'a.example', successes: 89, failures: 0, blacklistedUntil: null },
    ]);
    // 89 of 100 in the window: unhealthy, which the 500 older successes must not hide.
    record(health, 'a.example', 0, 11, later);
    expect(health.blacklistedUntil('a.example', later)).toBe(later + BLACKLIST_MS);
  });

  it('keeps domains apart', () => {
    const health = new DomainHealth();
    record(health, 'a.example', 0, 100);
    record(health, 'b.example', 100, 0);
    expect(health.blacklistedUntil('b.example', T0)).toBeNull();
    expect(health.status(T0).map((s) => s.domain)).toEqual(['a.example', 'b.example']);
    expect(health.status(T0 + BLACKLIST_MS)).toEqual([]);
  });
});
