import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The shop's interface strings in every language it ships (messages/*.json, read by
 * next-intl): a message that exists in one language and not in another, or that names
 * other arguments there, would show a key or a hole to a shopper of that language.
 */
const folder = fileURLToPath(new URL('../../messages/', import.meta.url));
const catalogs = new Map(
  readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => [
      name.replace(/\.json$/, ''),
      JSON.parse(readFileSync(folder + name, 'utf8')) as unknown,
    ]),
);

/** Every message of a catalog by its dotted key. */
function messagesOf(tree: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof tree !== 'object' || tree === null) return found;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const entry of messagesOf(value, path)) found.set(...entry);
  }
  return found;
}

/** The names of a message's ICU arguments (`{storeName}`, `{count, plural, ...}`). */
const argumentsOf = (message: string) =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();

const english = messagesOf(catalogs.get('en'));

describe('message catalogs', () => {
  it('ships English, French and German', () => {
    expect([...catalogs.keys()].sort()).toEqual(['de', 'en', 'fr']);
    expect(english.size).toBeGreaterThan(0);
  });

  for (const [language, tree] of catalogs) {
    if (language === 'en') continue;
    const messages = messagesOf(tree);
    it(`${language} has every message English has, and no other`, () => {
      expect([...messages.keys()].sort()).toEqual([...english.keys()].sort());
    });
    it(`${language} messages take the same arguments as English`, () => {
      for (const [key, message] of messages) {
        expect(argumentsOf(message), key).toEqual(argumentsOf(english.get(key) ?? ''));
      }
    });
    it(`${language} messages are translated, not empty`, () => {
      for (const [key, message] of messages) expect(message.trim(), key).not.toBe('');
    });
  }
});
