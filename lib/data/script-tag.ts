import 'server-only';
import { Parser } from 'htmlparser2';

/**
 * The `<script>` element of a `script_tag` script (the store checks that its `html` holds
 * exactly one), taken apart so a React page can write it: its attributes and its code.
 * The code is the merchant's (or their app's) and runs as written: injecting it is what a
 * script is for, and only an API account with the Content scope can create one.
 */
export interface ScriptElement {
  /** Attribute name (lower case) -> value; `true` for one written without a value (`async`). */
  attributes: Record<string, string | true>;
  code: string;
}

/**
 * The first complete script element of `html`, or null when there is none. Markup around
 * it is not part of the script and is left out. Parsed with htmlparser2 (the parser
 * sanitize-html uses): attribute values are decoded, the code is kept as written.
 */
export function parseScriptTag(html: string): ScriptElement | null {
  let found: ScriptElement | null = null;
  let current: ScriptElement | null = null;
  // A valueless attribute (`async`) reaches onattribute with an undefined quote.
  const valueless = new Set<string>();
  const parser = new Parser(
    {
      onattribute(name, _value, quote) {
        if (quote === undefined && !found && !current) valueless.add(name);
      },
      onopentag(name, attributes) {
        if (name !== 'script' || found || current) {
          valueless.clear();
          return;
        }
        const parsed: Record<string, string | true> = {};
        for (const [key, value] of Object.entries(attributes))
          parsed[key] = valueless.has(key) && value === '' ? true : value;
        valueless.clear();
        current = { attributes: parsed, code: '' };
      },
      ontext(text) {
        if (current) current.code += text;
      },
      onclosetag(name, isImplied) {
        if (name !== 'script' || !current) return;
        // A script that runs to the end of the input was never closed: not a complete element.
        if (!isImplied) found = current;
        current = null;
      },
    },
    { lowerCaseAttributeNames: true, decodeEntities: true },
  );
  parser.end(html);
  return found;
}
