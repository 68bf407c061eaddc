// @ts-check
/**
 * When each cache tag was last invalidated, shared by every instance through Redis: a
 * webhook handled by one instance makes every instance's next request fresh. Written once
 * per revalidation: by the webhook receiver before it answers (invalidateTagsAhead), or
 * else by the 'use cache' handler's updateTags (Next.js calls both handlers for each
 * revalidation; the page handler only updates its own copy); read by both handlers before
 * they serve.
 *
 * In Redis, a hash (tag → its invalidation times) and a sorted set of the tags by the time
 * of their last change. Each instance keeps its own copy of the hash and, before it serves
 * anything (once per request), reads the tags changed since its last look: one small
 * command, so a page served from memory still learns of every invalidation at once. While
 * Redis cannot be reached, the last copy is used and pages may be stale until it is back.
 */
import { loggerFor } from '../observability/logger.mjs';
import { buildingNow } from '../shared/build-phase.mjs';
import { keyPrefix, requireRedis, withRedis } from './redis-store.mjs';
import { processWide } from '../shared/process-wide.mjs';

/** @typedef {{ stale?: number, expired?: number }} TagTimes */

/** How long an invalidation is kept: longer than any cached entry lives. */
const RETAIN_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Each look reads changes from a little before the last one seen, in case two instances
 * wrote within the same millisecond; reading a change twice does no harm.
 */
const OVERLAP_MS = 2000;

/** @type {Map<string, TagTimes>} */
const local = new Map();
let lastChange = 0;
let lastTrim = 0;

/**
 * Invalidations this instance made that Redis has not taken yet (tag → its durations): Next.js
 * asks the handlers to revalidate after the webhook was answered, so a write that fails then
 * cannot make that answer a 503. They are written with the next write or read that reaches
 * Redis (the next request's refreshTags), stamped with that time: a page another instance
 * made meanwhile, perhaps from its own stale data, is renewed too.
 * @type {Map<string, { expire?: number } | undefined>}
 */
const owed = new Map();
/** Whether the log said so since the last write that reached Redis. */
let owedSaid = false;

/**
 * Tags the webhook receiver wrote to Redis itself, before answering, and when: Next.js then
 * calls the handlers with the same tags, after the answer, and the 'use cache' handler skips
 * those (takeWrittenAhead) instead of writing them a second time. Process-wide: the
 * receiver's copy of this module is bundled into the route, the handlers' copy is loaded by
 * Next.js from its path. An entry older than WRITTEN_AHEAD_MS is not taken: a revalidation
 * that Next.js never handed on must not swallow a later one.
 * @type {Map<string, number[]>}
 */
const writtenAhead = processWide('shared-cache.written-ahead', () => new Map());
const WRITTEN_AHEAD_MS = 10_000;

const hashKey = () => `${keyPrefix()}tags`;
const logKey = () => `${keyPrefix()}tag-log`;

/** Learns the invalidations other instances made since the last look. */
export async function refreshTagManifest() {
  if (buildingNow()) return;
  // What this instance could not write before goes first, so the others learn of it too.
  if (owed.size > 0) await writeOwed().catch(() => undefined);
  await withRedis(async (client) => {
    const changed = await client.zRangeByScoreWithScores(
      logKey(),
      Math.max(0, lastChange - OVERLAP_MS),
      '+inf',
    );
    if (changed.length === 0) return;
    const names = changed.map((entry) => String(entry.value));
    const times = await client.hmGet(hashKey(), names);
    names.forEach((name, i) => {
      const raw = times[i];
      if (raw) local.set(name, JSON.parse(String(raw)));
    });
    lastChange = Math.max(lastChange, ...changed.map((entry) => entry.score));
  }, undefined);
}

/** The times of a tag invalidated at `now`: expired now, or stale now and expired after `expire`. */
function invalidatedAt(
  /** @type {string} */ tag,
  /** @type {{ expire?: number } | undefined} */ durations,
  /** @type {number} */ now,
) {
  /** @type {TagTimes} */
  const times = { ...local.get(tag) };
  if (durations) {
    times.stale = now;
    if (durations.expire !== undefined) times.expired = now + durations.expire * 1000;
  } else {
    times.expired = now;
  }
  return times;
}

/**
 * Invalidates tags in this instance only, at once: for a second handler of the same
 * revalidation, whose shared record the first one writes (see isr-cache-handler.mjs).
 * @param {string[]} tags
 * @param {{ expire?: number }} [durations]
 */
export function invalidateTagsHere(tags, durations) {
  const now = Date.now();
  for (const tag of tags) local.set(tag, invalidatedAt(tag, durations, now));
}

/**
 * Invalidates tags for every instance: now (`durations` absent, or `expire` 0) or, with
 * an `expire`, stale now and expired after it. This instance's copy changes at once; the
 * shared record is written once, with whatever earlier invalidations Redis did not take.
 * Throws when Redis cannot be reached; the tags stay owed and are written later.
 * @param {string[]} tags
 * @param {{ expire?: number }} [durations]
 */
export async function invalidateTags(tags, durations) {
  if (tags.length === 0) return;
  invalidateTagsHere(tags, durations);
  if (buildingNow()) return;
  for (const tag of tags) owed.set(tag, durations);
  await writeOwed();
}

/**
 * For the webhook receiver: writes the tags' invalidation to Redis before it answers, so
 * that every instance (and so the edge, purged next) can only serve fresh pages once the
 * store has its 2xx; Next.js runs the handlers only after the answer. Throws when Redis
 * cannot be reached: the receiver answers 503 and the store delivers again.
 * @param {string[]} tags
 * @param {{ expire?: number }} [durations]
 */
export async function invalidateTagsAhead(tags, durations) {
  await invalidateTags(tags, durations);
  const now = Date.now();
  for (const tag of tags) writtenAhead.set(tag, [...(writtenAhead.get(tag) ?? []), now]);
}

/**
 * The tags of a revalidation that the receiver has not already written (each written-ahead
 * tag is taken once), for the handler that writes the rest.
 * @param {string[]} tags
 * @returns {string[]}
 */
export function takeWrittenAhead(tags) {
  const since = Date.now() - WRITTEN_AHEAD_MS;
  return tags.filter((tag) => {
    const times = (writtenAhead.get(tag) ?? []).filter((time) => time >= since);
    const taken = times.length > 0;
    if (taken) times.shift();
    if (times.length > 0) writtenAhead.set(tag, times);
    else writtenAhead.delete(tag);
    return !taken;
  });
}

/** Writes the owed invalidations to Redis, in one transaction; throws when it cannot be reached. */
async function writeOwed() {
  if (owed.size === 0) return;
  const batch = [...owed];
  owed.clear();
  const now = Date.now();
  /** @type {Record<string, string>} */
  const fields = {};
  for (const [tag, durations] of batch) {
    const times = invalidatedAt(tag, durations, now);
    local.set(tag, times);
    fields[tag] = JSON.stringify(times);
  }
  try {
    await requireRedis(async (client) => {
      const write = client
        .multi()
        .hSet(hashKey(), fields)
        .zAdd(
          logKey(),
          batch.map(([tag]) => ({ score: now, value: tag })),
        );
      if (now - lastTrim > 60 * 60 * 1000) {
        // Now and then, forget invalidations older than any entry they could still concern.
        lastTrim = now;
        const old = await client.zRangeByScore(logKey(), 0, now - RETAIN_MS);
        if (old.length)
          write.hDel(hashKey(), old.map(String)).zRemRangeByScore(logKey(), 0, now - RETAIN_MS);
        for (const [tag, times] of local)
          if (Math.max(times.stale ?? 0, times.expired ?? 0) < now - RETAIN_MS) local.delete(tag);
      }
      await write.exec();
    });
    owedSaid = false;
  } catch (error) {
    // Kept for the next write; a newer invalidation of the same tag made meanwhile wins.
    for (const [tag, durations] of batch) if (!owed.has(tag)) owed.set(tag, durations);
    if (!owedSaid)
      loggerFor('shared-cache').warn(
        `the shared cache did not take the invalidation of ${batch.map(([tag]) => tag).join(', ')}; ` +
          'this instance writes it when the shared cache answers again.',
      );
    owedSaid = true;
    throw error;
  }
}

/** Whether an entry made at `timestamp` with these tags must not be served any more. */
export function areTagsExpired(
  /** @type {readonly string[]} */ tags,
  /** @type {number} */ timestamp,
) {
  const now = Date.now();
  return tags.some((tag) => {
    const expired = local.get(tag)?.expired ?? 0;
    return expired > timestamp && expired <= now;
  });
}

/** Whether an entry made at `timestamp` may be served but should be made again in the background. */
export function areTagsStale(
  /** @type {readonly string[]} */ tags,
  /** @type {number} */ timestamp,
) {
  return tags.some((tag) => (local.get(tag)?.stale ?? 0) > timestamp);
}

/** The latest time one of these tags expired (0: never), as Next.js's getExpiration wants. */
export function latestExpiration(/** @type {readonly string[]} */ tags) {
  return Math.max(0, ...tags.map((tag) => local.get(tag)?.expired ?? 0));
}
