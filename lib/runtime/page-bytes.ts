import { ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';

/**
 * Sends a large text body as bytes encoded once per text, instead of once per response.
 *
 * Why: Next.js serves a cached page as the page's text (a JS string) with `res.end(html)`.
 * Node.js then joins its header block to that string and encodes the whole to UTF-8 on
 * every response. A page with one character outside Latin-1 (a € in a price, a ’ or an
 * arrow in a label, a name in another script) is held by V8 at two bytes a character;
 * from 64K characters on, the joined copy lands in V8's large-object space, with its own
 * mmap, mprotect and munmap per response. Measured on a 65 KB category page (65,564
 * characters): 0.75x the throughput of the 63 KB home page just under that line. With
 * the page's bytes kept here, a cached page goes out with no copy and no encoding:
 * the header is written, then the same Buffer for every shopper.
 *
 * Next.js also measures the text for its Content-Length (`Buffer.byteLength(page)` just
 * before `end`), a walk over the whole text that for a two-byte page of 65K characters
 * costs several times what it costs for a one-byte one (CPU profile: 26 to 39 µs a
 * response on 43 to 60 KB pages). A kept page's length is its bytes' length, so that is
 * answered from them too: 4 to 17% more cached pages a second in two A/B runs (wrk, 100
 * connections; two server processes of one build differ by 5 to 10% alone).
 *
 * The cache is keyed by the text itself. A page served from Next.js's memory is the same
 * string object on every hit; V8 keeps its hash, so a lookup does not read the page. A
 * page read from Redis is a new string of the same text: found by reading it once, which
 * costs about what encoding it would. A new render is a new text with its own bytes; old
 * ones age out by size.
 */

/** Bodies shorter than this are cheap to join and encode: left as they are. */
export const PAGE_BYTES_MIN_LENGTH = 16 * 1024;

/**
 * Room for the kept pages: their bytes and their texts, which the cache keeps alive as its
 * keys (two bytes a character, as V8 holds a page with any character past Latin-1). About
 * 300 pages of 65 KB.
 */
const PAGE_BYTES_MAX_SIZE = 64 * 1024 * 1024;

const encoded = new LRUCache<string, Buffer>({
  maxSize: PAGE_BYTES_MAX_SIZE,
  sizeCalculation: (bytes, text) => bytes.length + text.length * 2,
});

/** The UTF-8 bytes of a page's text, encoded on its first response only. */
export function pageBytes(text: string): Buffer {
  let bytes = encoded.get(text);
  if (!bytes) {
    bytes = Buffer.from(text, 'utf8');
    encoded.set(text, bytes);
  }
  return bytes;
}

/** Whether a text's bytes are kept (a response has sent it since it was made). */
export const pageBytesKept = (text: string) => encoded.has(text);

const isUtf8 = (encoding: unknown) =>
  encoding === undefined ||
  typeof encoding === 'function' ||
  encoding === 'utf8' ||
  encoding === 'utf-8';

let installed = false;

/**
 * Makes every `res.end(text)` of this server send a large UTF-8 text as its kept bytes, and
 * `Buffer.byteLength(text)` of a kept text answer with their length.
 */
export function sendLargeBodiesAsBytes(): void {
  if (installed) return;
  installed = true;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- a static method, `this` unused
  const byteLength = Buffer.byteLength;
  Buffer.byteLength = function byteLengthOfKeptText(
    value: Parameters<typeof Buffer.byteLength>[0],
    encoding?: BufferEncoding,
  ): number {
    // Only looks: a text is kept by the response that sends it, never by a measure alone.
    if (typeof value === 'string' && value.length >= PAGE_BYTES_MIN_LENGTH && isUtf8(encoding)) {
      const bytes = encoded.get(value);
      if (bytes) return bytes.length;
    }
    return byteLength(value, encoding);
  };
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called with each response as `this`
  const end = ServerResponse.prototype.end as (...args: unknown[]) => ServerResponse;
  ServerResponse.prototype.end = function endWithBytes(
    this: ServerResponse,
    ...args: unknown[]
  ): ServerResponse {
    const [chunk, encoding] = args;
    if (typeof chunk === 'string' && chunk.length >= PAGE_BYTES_MIN_LENGTH && isUtf8(encoding)) {
      // `end(text, 'utf8', cb)` becomes `end(bytes, cb)`: a Buffer takes no encoding.
      const rest = typeof encoding === 'string' ? args.slice(2) : args.slice(1);
      return end.call(this, pageBytes(chunk), ...rest);
    }
    return end.apply(this, args);
  } as typeof ServerResponse.prototype.end;
}
