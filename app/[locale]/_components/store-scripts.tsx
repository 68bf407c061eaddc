import type { ScriptHTMLAttributes } from 'react';
import { parseScriptTag } from '@/lib/data/script-tag';
import { type StoreScript } from '@/lib/store/management/scripts';
import { type GatedScript } from './consent/gated-script';

/** HTML attribute names whose React prop is spelled otherwise. */
const REACT_NAMES: Record<string, string> = {
  class: 'className',
  crossorigin: 'crossOrigin',
  nomodule: 'noModule',
  referrerpolicy: 'referrerPolicy',
  fetchpriority: 'fetchPriority',
  charset: 'charSet',
};

type ScriptProps = ScriptHTMLAttributes<HTMLScriptElement>;

/** A `script_tag` script's element as React props. Inline event handlers (`onload="..."`) React cannot write; they are left out. */
function propsOf(attributes: Record<string, string | true>): ScriptProps {
  const props: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(attributes)) {
    if (name.startsWith('on')) continue;
    props[REACT_NAMES[name] ?? name] = value;
  }
  // Names and values come from the element as written; React writes them back as attributes.
  return props;
}

/**
 * One script as the store describes it: a `src` script loads its URL with its load method,
 * its integrity hashes (space-separated, as the reference says) and, with hashes, CORS
 * (`crossorigin="anonymous"`, which integrity checks of another origin's script need); a
 * `script_tag` script is written as the merchant wrote it (see lib/data/script-tag.ts).
 */
function StoreScriptElement({ script }: { script: StoreScript }) {
  if (script.kind === 'src') {
    if (!script.src || !/^(https?:)?\/\//i.test(script.src)) return null;
    const integrity = script.integrity_hashes.join(' ') || undefined;
    return (
      <script
        src={script.src}
        async={script.load_method === 'async' || undefined}
        defer={script.load_method === 'defer' || undefined}
        integrity={integrity}
        crossOrigin={integrity ? 'anonymous' : undefined}
      />
    );
  }
  const element = parseScriptTag(script.html ?? '');
  if (!element) return null;
  return (
    <script {...propsOf(element.attributes)} dangerouslySetInnerHTML={{ __html: element.code }} />
  );
}

/**
 * The scripts (from getScripts, cached for every shopper) that go in one place on a page:
 * `head` or `footer`. Rendered on the server into the page's HTML, so they run when a page
 * is loaded; moving between pages in the browser keeps the ones already running, as on any
 * single-page shop.
 */
export function StoreScripts({
  scripts,
  location,
}: {
  scripts: readonly StoreScript[];
  location: StoreScript['location'];
}) {
  return scripts
    .filter((script) => script.location === location)
    .map((script) => <StoreScriptElement key={script.uuid} script={script} />);
}

/** A script that waits for consent, as data the browser writes once allowed (see ConsentManager); null for one that cannot run. */
export function gatedScriptOf(script: StoreScript): GatedScript | null {
  const base = {
    uuid: script.uuid,
    category: script.consent_category ?? 'unknown',
    location: script.location,
  };
  if (script.kind === 'src') {
    if (!script.src || !/^(https?:)?\/\//i.test(script.src)) return null;
    return {
      ...base,
      src: script.src,
      async: script.load_method !== 'default',
      integrity: script.integrity_hashes.join(' ') || undefined,
    };
  }
  const element = parseScriptTag(script.html ?? '');
  return element ? { ...base, attributes: element.attributes, code: element.code } : null;
}
