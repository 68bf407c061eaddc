/**
 * `fetch` that gives up after `timeoutMs`, even when the abort is lost on its way.
 *
 * Node's fetch (undici) makes the request's own signal follow the caller's through a weak
 * reference, and a request that was copied on the way (Next.js's fetch does that) can lose
 * it in a garbage collection: the caller's signal aborts, the request never hears of it,
 * and a request to a server that does not answer waits forever (nodejs/undici#4068,
 * nodejs/node#55428). Under memory pressure, a prerender's one hung store request then
 * outlived Next.js's own 'use cache' limit and failed the build. So the wait itself is
 * raced against the deadline: the caller hears "no answer in time" when the time is up,
 * whether or not the request could be told to stop.
 *
 * Until then the abort reaches the request as usual, reading the answer's body included:
 * the deadline stays armed after the answer's head arrives, as AbortSignal.timeout's does.
 * The error is a DOMException named TimeoutError, as AbortSignal.timeout's
 * (lib/shared/failure-reason.ts says "no answer within N s").
 */
export function fetchWithin(
  input: string | URL | Request,
  init: RequestInit | undefined,
  timeoutMs: number,
): Promise<Response> {
  const deadline = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    // The timer holds the controller strongly, unlike AbortSignal.timeout's weak one.
    timer = setTimeout(() => {
      const error = new DOMException(`no answer within ${timeoutMs} ms`, 'TimeoutError');
      deadline.abort(error);
      reject(error);
    }, timeoutMs);
    timer.unref?.();
  });
  // A deadline that passes after the answer came is nobody's error.
  expired.catch(() => undefined);
  const signal = init?.signal ? AbortSignal.any([init.signal, deadline.signal]) : deadline.signal;
  const answer = fetch(input, { ...init, signal });
  // A request that failed at once needs no deadline.
  answer.catch(() => clearTimeout(timer));
  return Promise.race([answer, expired]);
}
