/**
 * How much of a body the shop refuses (wrong secret, too large, another origin) it still
 * reads and throws away before answering, and for how long. A client that is still sending
 * when the refusal is decided only reads the answer if the connection stays open until it
 * is done: closing with its bytes still arriving makes the kernel reset the connection, and
 * the client sees EPIPE or "other side closed" instead of the 401/413 (issue 26, the long
 * fuzz's 6.6 MB bodies). Past these bounds the answer goes out and the connection closes
 * (Connection: close): a client sending more than this is not one the shop owes an answer.
 */
interface DrainBound {
  bytes: number;
  ms: number;
}
export const REFUSED_BODY_DRAIN: DrainBound = { bytes: 8 * 1024 * 1024, ms: 10_000 };

/** The Content-Length a request declares, or null when it declares none (chunked). */
export function declaredLength(request: Request): number | null {
  const raw = request.headers.get('content-length');
  if (raw === null) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/**
 * Reads what is left of `reader` and throws it away, until its end or until the bound's
 * bytes (counting `read` already taken) or time run out (the rest is then cancelled, not
 * awaited).
 */
async function drainReader(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  bound: DrainBound,
  read = 0,
): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeUp = new Promise<'time up'>((resolve) => {
    timer = setTimeout(() => resolve('time up'), bound.ms);
  });
  let size = read;
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), timeUp]);
      if (next === 'time up') break;
      if (next.done) return;
      size += next.value.byteLength;
      if (size > bound.bytes) break;
    }
  } catch {
    // The client went away (aborted): nothing more to read, nobody to answer.
    return;
  } finally {
    clearTimeout(timer);
  }
  reader.cancel().catch(() => undefined);
}

/**
 * Reads a refused request's body to its end and throws it away, so that the client reads
 * the answer; a body that is (or says it is) past `bound` is not read further.
 */
export async function drainBody(
  request: Request,
  bound: DrainBound = REFUSED_BODY_DRAIN,
): Promise<void> {
  if ((declaredLength(request) ?? 0) > bound.bytes) return;
  if (!request.body || request.bodyUsed || request.body.locked) return;
  await drainReader(request.body.getReader(), bound);
}

/**
 * A request's body read to at most `limit` bytes, or null when it is longer (said by its
 * Content-Length, or found while reading): what is past the limit is never buffered. The
 * rest of a longer body is cancelled, not awaited: in the proxy the body is one branch of
 * a tee, whose cancel settles only once the other branch (Next.js's) is done too. (Next.js
 * itself waits for the whole body before it sends the proxy's answer: next-server's
 * runMiddleware awaits the body's end in `finalize`.)
 */
export async function boundedBody(request: Request, limit: number): Promise<Uint8Array | null> {
  const read = await readBody(request, limit);
  if (read.body === null) read.reader?.cancel().catch(() => undefined);
  return read.body;
}

/**
 * As boundedBody, for a route handler, where nobody else reads the body: the rest of a
 * longer body is drained up to `drain` (drainBody above) before null is answered.
 */
export async function boundedBodyDrained(
  request: Request,
  limit: number,
  drain: DrainBound = REFUSED_BODY_DRAIN,
): Promise<Uint8Array | null> {
  const read = await readBody(request, limit);
  if (read.body !== null) return read.body;
  if (read.reader) await drainReader(read.reader, drain, read.size);
  else await drainBody(request, drain);
  return null;
}

/**
 * The body up to `limit` bytes; when longer, null with the reader where it stopped (none
 * when the Content-Length said so before anything was read).
 */
async function readBody(
  request: Request,
  limit: number,
): Promise<
  | { body: Uint8Array }
  | { body: null; reader?: ReadableStreamDefaultReader<Uint8Array>; size: number }
> {
  const declared = declaredLength(request);
  if (declared !== null && declared > limit) return { body: null, size: 0 };
  if (!request.body) return { body: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) return { body: null, reader, size };
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return { body };
}
