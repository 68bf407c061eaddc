import { randomBytes } from 'node:crypto';

/** A fresh shared secret: 32 random bytes as 64 hex characters (safe in env files and headers). */
export function generateSecret(): string {
  return randomBytes(32).toString('hex');
}

/** What output shows instead of a secret: its length only, never a part of it. */
export function maskSecret(secret: string): string {
  return `•••• (${secret.length} characters)`;
}
