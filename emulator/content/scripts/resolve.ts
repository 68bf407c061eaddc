import { ApiError } from '../../http';
import { type ScriptChanges } from './inputs';
import { type LoadMethod, type ScriptKind, type Visibility, UNKNOWN_CONSENT } from './rules';

/** Every stored field of a script that a client may set. */
export interface ScriptSettings {
  name: string;
  description: string;
  kind: ScriptKind;
  /** Only for `script_tag`; empty otherwise. */
  html: string;
  /** Only for `src`; empty otherwise. */
  src: string;
  auto_uninstall: boolean;
  load_method: LoadMethod;
  location: 'head' | 'footer';
  visibility: Visibility;
  consent_category: string;
  enabled: boolean;
  channel_id: number;
  integrity_hashes: string[];
}

/*
 * Defaults where the reference names none: the default channel, the pages that are not
 * checkout (so a script needs no Checkout Content scope unless asked for), the footer.
 */
const DEFAULTS = {
  description: '',
  auto_uninstall: false,
  load_method: 'default',
  location: 'footer',
  visibility: 'storefront',
  consent_category: UNKNOWN_CONSENT,
  enabled: true,
  channel_id: 1,
} as const;

const countOf = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** The reference's rule for `html`: exactly one `script` element (an empty string is allowed). */
function hasOneScriptElement(html: string): boolean {
  return (
    html === '' || (countOf(html, /<script\b/gi) === 1 && countOf(html, /<\/script\s*>/gi) === 1)
  );
}

/**
 * A new script's settings (`current` absent) or an existing one's after an update. A
 * script is either `src` (loads `src`, any load method, optional integrity hashes) or
 * `script_tag` (`html` inserted as written, so load method `default` and no hashes); the
 * other kind's field must not be sent. A new script with no kind takes it from the field
 * it sends. Switching kind drops the old kind's field.
 */
export function resolveScript(changes: ScriptChanges, current?: ScriptSettings): ScriptSettings {
  const kind: ScriptKind =
    changes.kind ??
    current?.kind ??
    (changes.html !== undefined && changes.src === undefined ? 'script_tag' : 'src');
  const sameKind = current?.kind === kind ? current : undefined;
  const errors: Record<string, string> = {};
  const name = changes.name ?? current?.name;
  if (name === undefined) errors.name = 'name is required: a string of 1 to 255 characters';

  let html = '';
  let src = '';
  let integrity_hashes: string[] = [];
  let load_method: LoadMethod = changes.load_method ?? current?.load_method ?? DEFAULTS.load_method;

  if (kind === 'src') {
    if (changes.html !== undefined)
      errors.html = 'html is only for kind script_tag; a src script loads its code from src';
    src = changes.src ?? sameKind?.src ?? '';
    if (!src) errors.src = 'src is required for kind src: the URL of the script';
    integrity_hashes = changes.integrity_hashes ?? sameKind?.integrity_hashes ?? [];
  } else {
    if (changes.src !== undefined)
      errors.src = 'src is only for kind src; a script_tag script carries its code in html';
    const given = changes.html ?? sameKind?.html;
    if (given === undefined)
      errors.html = 'html is required for kind script_tag: one <script> element';
    else if (!hasOneScriptElement(given))
      errors.html = 'html must contain exactly one <script> element';
    html = given ?? '';
    load_method = changes.load_method ?? sameKind?.load_method ?? 'default';
    if (load_method !== 'default')
      errors.load_method =
        'a script_tag script is inserted as written, so load_method must be default';
    if (changes.integrity_hashes?.length)
      errors.integrity_hashes = 'integrity hashes apply to src scripts only';
  }

  if (name === undefined || Object.keys(errors).length) {
    throw new ApiError(
      422,
      'The script is invalid. Fix the fields listed in errors and try again.',
      errors,
    );
  }
  return {
    name,
    description: changes.description ?? current?.description ?? DEFAULTS.description,
    kind,
    html,
    src,
    auto_uninstall: changes.auto_uninstall ?? current?.auto_uninstall ?? DEFAULTS.auto_uninstall,
    load_method,
    location: changes.location ?? current?.location ?? DEFAULTS.location,
    visibility: changes.visibility ?? current?.visibility ?? DEFAULTS.visibility,
    consent_category:
      changes.consent_category ?? current?.consent_category ?? DEFAULTS.consent_category,
    enabled: changes.enabled ?? current?.enabled ?? DEFAULTS.enabled,
    channel_id: changes.channel_id ?? current?.channel_id ?? DEFAULTS.channel_id,
    integrity_hashes,
  };
}
