import { stripVTControlCharacters } from 'node:util';

/**
 * The storefront's output as it streams in. The error behind a 5xx is printed around the
 * moment the answer leaves, sometimes a little after it arrives here: a case waits for its
 * own line (a listener on each chunk), bounded, instead of polling for a fixed time.
 */
export class ServerLog {
  #text = '';
  readonly #listeners = new Set<() => void>();

  /**
   * Takes a chunk of the storefront's output (a stream's `data` listener), without its
   * colours: a server started with FORCE_COLOR (Playwright's workers set it) paints `⨯` and
   * the digest, which would hide them from the matching in thrown-where.ts.
   */
  readonly append = (chunk: string | Buffer) => {
    this.#text += stripVTControlCharacters(chunk.toString());
    for (const listener of [...this.#listeners]) listener();
  };

  /** Where the output ends now: a case's errors are printed from here on. */
  get length(): number {
    return this.#text.length;
  }

  since(from: number): string {
    return this.#text.slice(from);
  }

  /**
   * What `look` finds in the output printed since `from`: at once if it is there, else as
   * soon as a chunk brings it, or undefined after `ms`.
   */
  find<T>(
    from: number,
    look: (output: string) => T | undefined,
    ms: number,
  ): Promise<T | undefined> {
    const found = look(this.since(from));
    if (found !== undefined) return Promise.resolve(found);
    return new Promise((resolve) => {
      const done = (value: T | undefined) => {
        clearTimeout(timer);
        this.#listeners.delete(check);
        resolve(value);
      };
      const check = () => {
        const value = look(this.since(from));
        if (value !== undefined) done(value);
      };
      const timer = setTimeout(() => done(undefined), ms);
      this.#listeners.add(check);
    });
  }
}
