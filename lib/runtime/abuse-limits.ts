import 'server-only';
import { headers } from 'next/headers';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { keyPrefix, sharedRedisClient } from '../shared-cache/index.mjs';
import { clientAddressOf } from './client-address';
import { processWide } from '../shared/process-wide.mjs';
import { problem } from '../shared/problems';

/**
 * How often one client may try the forms that guess at something or cost someone else
 * (an e-mail, a store account): sign-in, registration, password reset, coupon codes, gift
 * certificate balances, reviews, newsletter sign-ups. Counted per client address
 * (lib/runtime/client-address.ts), and for sign-in also per client and account, so that
 * wrong passwords from one client never lock the account for another.
 *
 * The counts live in Redis when REDIS_URL is set, so every instance shares them, and in
 * this process's memory otherwise; while Redis is unreachable each instance counts in its
 * memory (rate-limiter-flexible's insurance limiter), never letting everything through.
 */

export type LimitedAttempt =
  | 'signIn'
  | 'signInFailure'
  | 'register'
  | 'passwordReset'
  | 'coupon'
  | 'giftCertificateBalance'
  | 'review'
  | 'newsletter';

interface Allowance {
  /** Attempts allowed within `seconds`. */
  points: number;
  seconds: number;
  /** What is counted, for the English sentence ("Too many ... from your network"). */
  counted: string;
  /** What else the shopper can do while they wait. */
  meanwhile?: string;
}

/**
 * The allowances. Generous for a person (a shopper who mistypes a coupon five times is
 * not slowed), far below what guessing needs (the issue measured 37–60 coupon guesses a
 * second).
 */
export const ALLOWANCES: Record<LimitedAttempt, Allowance> = {
  signIn: { points: 30, seconds: 10 * 60, counted: 'sign-in attempts' },
  signInFailure: {
    points: 5,
    seconds: 15 * 60,
    counted: 'wrong passwords for this e-mail address',
    meanwhile: 'or reset your password',
  },
  register: { points: 10, seconds: 60 * 60, counted: 'new accounts' },
  passwordReset: { points: 10, seconds: 15 * 60, counted: 'password reset requests' },
  coupon: { points: 15, seconds: 10 * 60, counted: 'coupon codes tried' },
  giftCertificateBalance: {
    points: 15,
    seconds: 10 * 60,
    counted: 'gift certificate balance checks',
  },
  review: { points: 10, seconds: 60 * 60, counted: 'reviews' },
  newsletter: { points: 10, seconds: 60 * 60, counted: 'newsletter sign-ups' },
};

/**
 * A refused attempt: when the shopper may try again, and saying so. Every refusal today is
 * shown in a form on a page, so the forms answer with `problem`, the message key
 * `problems.tooMany.<kind>` (lib/shared/problems.ts) that the form words in the page's
 * language. `message` is the same sentence in English, for the server's log and for a
 * plain-text HTTP answer with no page (and so no language), which would stay English.
 */
export interface LimitRefusal {
  retryAfterSeconds: number;
  problem: string;
  message: string;
}

type Limiters = Map<LimitedAttempt, RateLimiterAbstract>;
/**
 * One set of limiters per process, whichever bundled copy of this module asks (each route
 * bundles its own): in-memory counts must be shared by every action of the process.
 */
function limiters(): Limiters {
  return processWide<Limiters>('abuse-limiters', () => new Map());
}

function limiterFor(kind: LimitedAttempt): RateLimiterAbstract {
  const known = limiters().get(kind);
  if (known) return known;
  const { points, seconds } = ALLOWANCES[kind];
  const memory = new RateLimiterMemory({ points, duration: seconds, keyPrefix: kind });
  const redis = sharedRedisClient();
  const limiter = redis
    ? new RateLimiterRedis({
        storeClient: redis,
        useRedisPackage: true,
        // While Redis is down, count in memory at once rather than wait for it.
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
        points,
        duration: seconds,
        // Under this shop's prefix, as its other keys: two shops on one Redis count apart.
        keyPrefix: `${keyPrefix()}limits:${kind}`,
      })
    : memory;
  limiters().set(kind, limiter);
  return limiter;
}

function waitIn(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function refusalOf(kind: LimitedAttempt, msBeforeNext: number): LimitRefusal {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  const { counted, meanwhile } = ALLOWANCES[kind];
  const wait =
    retryAfterSeconds < 60
      ? { count: retryAfterSeconds, unit: 'second' }
      : { count: Math.ceil(retryAfterSeconds / 60), unit: 'minute' };
  return {
    retryAfterSeconds,
    problem: problem(`problems.tooMany.${kind}`, wait),
    message: `Too many ${counted} from your network. Try again in ${waitIn(retryAfterSeconds)}${meanwhile ? `, ${meanwhile}` : ''}.`,
  };
}

/** The client of the request being answered (a page, an action or a route handler). */
export async function requestClient(): Promise<string> {
  return clientAddressOf(await headers());
}

const keyOf = (client: string, account?: string) =>
  account === undefined ? client : `${client}|${account.trim().toLowerCase()}`;

/**
 * Takes one attempt of `kind` from the client's allowance (from the client's allowance for
 * `account`, when given): null when it is allowed, else when to try again.
 */
export async function takeAttempt(
  kind: LimitedAttempt,
  { client, account }: { client?: string; account?: string } = {},
): Promise<LimitRefusal | null> {
  const key = keyOf(client ?? (await requestClient()), account);
  try {
    await limiterFor(kind).consume(key);
    return null;
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) return refusalOf(kind, outcome.msBeforeNext);
    throw outcome;
  }
}

/**
 * Whether the client's allowance of `kind` (for `account`) is used up, without taking from
 * it: for counts of failures, checked before the attempt and taken only when it fails.
 */
export async function allowanceUsedUp(
  kind: LimitedAttempt,
  { client, account }: { client: string; account?: string },
): Promise<LimitRefusal | null> {
  const used = await limiterFor(kind).get(keyOf(client, account));
  if (!used || used.consumedPoints < ALLOWANCES[kind].points) return null;
  return refusalOf(kind, used.msBeforeNext);
}

/** Gives the client's allowance of `kind` (for `account`) back in full: after a success. */
export async function restoreAllowance(
  kind: LimitedAttempt,
  { client, account }: { client: string; account?: string },
): Promise<void> {
  await limiterFor(kind).delete(keyOf(client, account));
}
