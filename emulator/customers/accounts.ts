import { storeTexts } from '../locales';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { type ServiceContext } from '../core';
import { sendEmail, emailLink, emailLinkToPath, missingRouteNote } from '../outbox';
import { dummyPasswordHash, hashPassword, passwordProblem, verifyPassword } from './passwords';
import {
  clearAllLoginFailures,
  clearLoginFailures,
  loginLockedFor,
  recordLoginFailure,
} from './login-throttle';
import {
  type CustomerRow,
  EmailInUseError,
  findCustomer,
  findCustomerByEmail,
  insertCustomer,
} from './repository';

/** How long a password reset link stays valid. */
const RESET_TOKEN_TTL_MS = 60 * 60_000;

export type Registration =
  | { ok: true; customer: CustomerRow }
  | { ok: false; reason: 'email_in_use' | 'invalid'; message: string; field?: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const emailInUse = (email: string) =>
  `The e-mail address ${email} is already in use. Sign in or reset the password.`;

export async function registerCustomer(
  ctx: ServiceContext,
  input: {
    email: string;
    password: string;
    firstName: string;
    lastName: string;
    phone?: string;
    company?: string;
    channelId: number;
  },
): Promise<Registration> {
  const email = input.email.trim();
  if (!EMAIL.test(email))
    return {
      ok: false,
      reason: 'invalid',
      field: 'email',
      message: 'Enter a valid e-mail address.',
    };
  if (!input.firstName.trim())
    return { ok: false, reason: 'invalid', field: 'firstName', message: 'Enter a first name.' };
  if (!input.lastName.trim())
    return { ok: false, reason: 'invalid', field: 'lastName', message: 'Enter a last name.' };
  const problem = passwordProblem(input.password);
  if (problem) return { ok: false, reason: 'invalid', field: 'password', message: problem };
  if (findCustomerByEmail(ctx, email))
    return { ok: false, reason: 'email_in_use', message: emailInUse(email) };
  const passwordHash = await hashPassword(input.password);
  let customer: CustomerRow;
  try {
    customer = insertCustomer(ctx, {
      email,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      phone: input.phone,
      company: input.company,
      originChannelId: input.channelId,
      passwordHash,
    });
  } catch (error) {
    // Another registration of the same e-mail got in while the password was hashed.
    if (error instanceof EmailInUseError)
      return { ok: false, reason: 'email_in_use', message: emailInUse(email) };
    throw error;
  }
  ctx.events.publish('store/customer/created', { type: 'customer', id: customer.id });
  return { ok: true, customer };
}

export type SignIn =
  | { ok: true; customer: CustomerRow }
  | {
      ok: false;
      reason: 'invalid_credentials' | 'throttled';
      message: string;
      retryAfterMs?: number;
    };

/**
 * Checks an e-mail and password, with the throttle against guessing. `client` is the
 * address of the shopper trying (see http/client-address.ts): failures count, and lock,
 * per client and e-mail, so one client's wrong passwords never lock the account for another.
 */
export async function authenticate(
  ctx: ServiceContext,
  email: string,
  password: string,
  client: string,
): Promise<SignIn> {
  const lockedMs = loginLockedFor(ctx, client, email);
  if (lockedMs > 0) {
    const minutes = Math.ceil(lockedMs / 60_000);
    return {
      ok: false,
      reason: 'throttled',
      retryAfterMs: lockedMs,
      message: `Too many failed sign-in attempts for this e-mail address. Try again in ${minutes} minute${minutes === 1 ? '' : 's'} or reset your password.`,
    };
  }
  const customer = findCustomerByEmail(ctx, email);
  const stored = customer?.password_hash;
  // Without a customer or a password there is nothing to match, but the password is
  // checked all the same, against a hash made like real ones: the answer then takes as
  // long as a wrong password for a real account, and its timing tells no one which
  // e-mails have accounts.
  const matches = await verifyPassword(password, stored || (await dummyPasswordHash()));
  if (!customer || !stored || !matches) {
    recordLoginFailure(ctx, client, email);
    return {
      ok: false,
      reason: 'invalid_credentials',
      message: 'Your e-mail address or password is incorrect.',
    };
  }
  clearLoginFailures(ctx, client, email);
  return { ok: true, customer };
}

const tokenHash = (token: string) => createHash('sha256').update(token).digest();

/**
 * Sends a password reset e-mail when the address belongs to a customer. The caller
 * answers the same either way, so the storefront never tells who has an account. `path`
 * (a storefront path such as `/account/reset`) is checked by the caller.
 */
export function requestPasswordReset(
  ctx: ServiceContext,
  email: string,
  channelId: number,
  path?: string,
  /** The shopper's language (the request's): the e-mail's texts and its link's `{lang}`. */
  locale?: string,
): void {
  const customer = findCustomerByEmail(ctx, email);
  if (!customer) return;
  const token = randomBytes(24).toString('base64url');
  ctx.db
    .prepare(
      `INSERT INTO customer_password_resets (customer_id, token_hash, expires_at) VALUES (?, ?, ?)
       ON CONFLICT (customer_id) DO UPDATE SET token_hash = excluded.token_hash, expires_at = excluded.expires_at`,
    )
    .run(customer.id, tokenHash(token).toString('hex'), ctx.clock.now() + RESET_TOKEN_TTL_MS);

  // The link leads to the storefront path the caller named, else to its forgot_password route.
  const query = { c: String(customer.id), t: token };
  const link = path
    ? emailLinkToPath(ctx, channelId, path, query)
    : emailLink(ctx, channelId, 'forgot_password', locale ? { lang: locale } : {}, query);
  const t = storeTexts(locale).passwordResetEmail;
  const action = link ? t.action(link) : missingRouteNote('forgot_password');
  const links: Record<string, string> = link ? { reset_password: link } : {};
  sendEmail(ctx, {
    kind: 'password_reset',
    to: customer.email,
    subject: t.subject(ctx.store.name),
    body: t.body(customer.first_name, action),
    links,
  });
}

export type PasswordReset =
  { ok: true } | { ok: false; reason: 'invalid_token' | 'weak_password'; message: string };

export async function resetPassword(
  ctx: ServiceContext,
  customerId: number,
  token: string,
  newPassword: string,
): Promise<PasswordReset> {
  const row = ctx.db
    .prepare('SELECT token_hash, expires_at FROM customer_password_resets WHERE customer_id = ?')
    .get(customerId) as { token_hash: string; expires_at: number } | undefined;
  const matches = row && timingSafeEqual(Buffer.from(row.token_hash, 'hex'), tokenHash(token));
  if (!row || !matches || row.expires_at < ctx.clock.now() || !findCustomer(ctx, customerId)) {
    return {
      ok: false,
      reason: 'invalid_token',
      message: 'This password reset link is invalid or has expired. Ask for a new one.',
    };
  }
  const problem = passwordProblem(newPassword);
  if (problem) return { ok: false, reason: 'weak_password', message: problem };
  const hash = await hashPassword(newPassword);
  ctx.db.transaction(() => {
    ctx.db
      .prepare(
        'UPDATE customers SET password_hash = ?, force_password_reset = 0, updated_at = ? WHERE id = ?',
      )
      .run(hash, ctx.clock.now(), customerId);
    ctx.db.prepare('DELETE FROM customer_password_resets WHERE customer_id = ?').run(customerId);
  })();
  const customer = findCustomer(ctx, customerId)!;
  clearAllLoginFailures(ctx, customer.email);
  return { ok: true };
}
