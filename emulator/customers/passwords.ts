import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: { N: number; r: number; p: number },
) => Promise<Buffer>;

/** scrypt cost parameters; stored with each hash so they can be raised later. */
const PARAMS = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$<salt b64>$<hash b64>`: never the password itself. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS);
  return [
    'scrypt',
    PARAMS.N,
    PARAMS.r,
    PARAMS.p,
    salt.toString('base64'),
    key.toString('base64'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scryptAsync(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64'),
    expected.length,
    {
      N: Number(n),
      r: Number(r),
      p: Number(p),
    },
  );
  return timingSafeEqual(key, expected);
}

let dummyHash: Promise<string> | undefined;

/**
 * A hash of a random password, made like every real one (same scrypt parameters, salt and
 * key length) once, on first use. Sign-in checks a password against it when the e-mail
 * has no customer or the customer no password, so that answer costs as much as a wrong
 * password for a real account: otherwise the time taken tells which e-mails have accounts.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64')).catch((error: unknown) => {
    dummyHash = undefined; // not kept, so a later sign-in tries again
    throw error;
  });
  return dummyHash;
}

/**
 * The store's password complexity settings, as the storefront GraphQL endpoint states them
 * (`site.settings.customers.passwordComplexitySettings`), so a storefront can show and
 * check them before the store does.
 */
export const PASSWORD_COMPLEXITY = {
  minimumPasswordLength: 7,
  requireLowerCase: false,
  requireUpperCase: false,
  requireNumbers: true,
  minimumNumbers: 1,
  requireSpecialCharacters: false,
  minimumSpecialCharacters: 0,
} as const;

/**
 * The store's password rules, as the real service states them to shoppers: at least 7
 * characters with both letters and numbers (the settings above, and a letter, which the
 * settings type has no field for). Returns what is wrong, or null.
 */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_COMPLEXITY.minimumPasswordLength)
    return `Passwords must be at least ${PASSWORD_COMPLEXITY.minimumPasswordLength} characters long.`;
  if (password.length > 100) return 'Passwords must be at most 100 characters long.';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) {
    return 'Passwords must contain both letters and numbers.';
  }
  return null;
}
