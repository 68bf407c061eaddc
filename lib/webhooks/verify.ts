import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';

/**
 * Compares the secret a callback carries with ours in constant time. Both sides are
 * hashed first so that neither the comparison time nor an early length check tells an
 * attacker anything about the secret's length or prefix.
 */
export function secretMatches(received: string | null, expected: string): boolean {
  if (received === null) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(received), digest(expected));
}
