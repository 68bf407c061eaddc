import { gzipSync } from 'node:zlib';

export interface PageWeight {
  path: string;
  scripts: number;
  /** Bytes of JavaScript the browser downloads on the first load of the page. */
  bytes: number;
  gzipBytes: number;
}

/**
 * The first-load JavaScript of a page: every script the HTML references (src attributes
 * and preloads), fetched and summed, raw and gzipped.
 */
export async function firstLoadJavaScript(origin: string, path: string): Promise<PageWeight> {
  const html = await (await fetch(`${origin}${path}`)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<script[^>]+src="([^"]+)"/g)) sources.add(match[1]!);
  for (const match of html.matchAll(
    /<link[^>]+rel="(?:modulepreload|preload)"[^>]+href="([^"]+\.js[^"]*)"/g,
  ))
    sources.add(match[1]!);
  let bytes = 0;
  let gzipBytes = 0;
  for (const source of sources) {
    const body = Buffer.from(
      await (await fetch(new URL(source.replaceAll('&amp;', '&'), origin))).arrayBuffer(),
    );
    bytes += body.byteLength;
    gzipBytes += gzipSync(body).byteLength;
  }
  return { path, scripts: sources.size, bytes, gzipBytes };
}
