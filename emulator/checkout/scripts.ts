import { createHash } from 'node:crypto';
import { type ServiceContext } from '../core';
import { type StoredScript, type Visibility, listPageScripts } from '../content';
import { ANY_CATEGORY, type AllowedCategories } from './consent';
import { type Html, html, trusted } from '../core';

/**
 * The channel's scripts (`/v3/content/scripts`) on the pages of the hosted checkout, as the
 * real service injects them: enabled scripts of the checkout's channel whose visibility
 * names the page and whose consent category the shopper allowed (./consent.ts), each at
 * its location (`head`: end of <head>, `footer`: end of <body>), in the store's order.
 */

/** The pages of the hosted checkout that carry scripts, and the visibilities each one takes. */
const VISIBILITIES_OF = {
  checkout: ['checkout', 'all_pages'],
  order_confirmation: ['order_confirmation', 'all_pages'],
} as const satisfies Record<string, readonly Visibility[]>;

export type ScriptedPage = keyof typeof VISIBILITIES_OF;

export interface PageScripts {
  head: Html;
  footer: Html;
  /** `script-src` entries of the content security policy that let exactly these scripts run. */
  sources: readonly string[];
}

export const NO_SCRIPTS: PageScripts = { head: html``, footer: html``, sources: [] };

/**
 * A `src` script: its URL with the load method, and with integrity hashes (space-separated)
 * `crossorigin="anonymous"`, without which a browser cannot check another origin's script.
 */
function srcElement(script: StoredScript): Html {
  const integrity = script.integrity_hashes.join(' ');
  return html`<script src="${script.src}"${script.load_method === 'async' ? html` async` : ''}${script.load_method === 'defer' ? html` defer` : ''}${
    integrity ? html` integrity="${integrity}" crossorigin="anonymous"` : ''
  }></script>`;
}

/** A `script_tag` script is the merchant's markup, written as stored: the store checked that it holds one script element. */
const element = (script: StoredScript): Html =>
  script.kind === 'src' ? srcElement(script) : trusted(script.html);

/** The origin a script URL loads from, as a CSP source (`https://cdn.example.com`), or null for a URL that has none. */
function originOf(ctx: ServiceContext, url: string): string | null {
  try {
    const { origin } = new URL(url, ctx.origin);
    return /^https?:\/\/[A-Za-z0-9.:[\]-]+$/.test(origin) ? origin : null;
  } catch {
    return null;
  }
}

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>' };
const decodeAttribute = (value: string) =>
  value.replace(
    /&(?:#(\d+)|#x([0-9a-f]+)|(amp|quot|apos|lt|gt));/gi,
    (whole, dec?: string, hex?: string, name?: string) =>
      dec
        ? String.fromCodePoint(Number(dec))
        : hex
          ? String.fromCodePoint(parseInt(hex, 16))
          : (ENTITIES[name!.toLowerCase()] ?? whole),
  );

const SCRIPT_ELEMENT = /<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script\s*>/i;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/i;

/**
 * What the policy must allow for one script: a `src` script's origin; for a `script_tag`
 * one, the origin of its element's `src`, else the hash of its inline code (over the text
 * as a browser reads it: line breaks normalised to LF).
 */
function sourceOf(ctx: ServiceContext, script: StoredScript): string | null {
  if (script.kind === 'src') return originOf(ctx, script.src);
  const found = SCRIPT_ELEMENT.exec(script.html);
  if (!found) return null;
  const src = SRC_ATTRIBUTE.exec(found[1] ?? '');
  if (src) return originOf(ctx, decodeAttribute(src[1] ?? src[2] ?? src[3] ?? ''));
  const code = (found[2] ?? '').replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
}

/** The scripts a page of the hosted checkout for `channelId` writes, and what its policy must allow for them. */
export function pageScripts(
  ctx: ServiceContext,
  channelId: number,
  page: ScriptedPage,
  allowed: AllowedCategories,
): PageScripts {
  const scripts = listPageScripts(ctx, channelId, VISIBILITIES_OF[page]).filter(
    (script) => allowed === ANY_CATEGORY || allowed.has(script.consent_category),
  );
  if (!scripts.length) return NO_SCRIPTS;
  const at = (location: StoredScript['location']) =>
    html`${scripts.filter((s) => s.location === location).map((s) => html`${element(s)}\n`)}`;
  const sources = [
    ...new Set(scripts.map((s) => sourceOf(ctx, s)).filter((s): s is string => s !== null)),
  ];
  return { head: at('head'), footer: at('footer'), sources };
}
