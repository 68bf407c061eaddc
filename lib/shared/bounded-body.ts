/**
 * A request's body read to at most `limit` bytes, or null when it is longer (said by its
 * Content-Length, or found while reading): what is past the limit is never buffered. The
 * rest of a longer body is cancelled, not awaited: in the proxy the body is one branch of
 * a tee, whose cancel settles only once the other branch (Next.js's) is done too.
 */
export async function boundedBody(request: Request, limit: number): Promise<Uint8Array | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
}
