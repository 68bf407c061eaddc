import { describe, expect, it } from 'vitest';
import { ServerLog } from '../fuzz/server-log';
import { digestOf, loggedError, thrownInShopCode } from '../fuzz/thrown-where';

/**
 * How the fuzz tells Next.js's own 5xx from the shop's (tests/fuzz/thrown-where.ts), on
 * errors as `next start` printed them for fuzz cases, and how a case waits for its error in
 * the streamed output (tests/fuzz/server-log.ts).
 */
const FRAMEWORK_ERROR = `⨯ Error: Unexpected end of form
    at ignore-listed frames {
  digest: '1103187718'
}`;
const NATIVE_ERROR = `⨯ SyntaxError: Unexpected token 'z', "[zxc" is not valid JSON
    at JSON.parse (<anonymous>) {
  digest: '3343505049'
}`;
const SHOP_ERROR = `⨯ TypeError: a.get is not a function
    at L (.next-test/server/chunks/ssr/_next-internal_server_app_products_page_actions.js:1:2077)
    at K (.next-test/server/chunks/ssr/_next-internal_server_app_products_page_actions.js:1:1951) {
  digest: '1285241049'
}`;
const WEBHOOK_LINE = 'webhook store/cart/created (cart 1): revalidated cart:1';

describe('where a logged error was thrown', () => {
  it('finds the error of an answer by the digest the answer carries', () => {
    const output = [FRAMEWORK_ERROR, WEBHOOK_LINE, SHOP_ERROR, NATIVE_ERROR].join('\n');
    expect(digestOf('0:{"a":"$@1"}\n1:E{"digest":"1285241049"}')).toBe('1285241049');
    expect(loggedError(output, '1285241049')).toContain('a.get is not a function');
    expect(loggedError(output, '1103187718')).toContain('Unexpected end of form');
    expect(loggedError(output, '999')).toBeUndefined();
  });

  it('takes the last error printed for an answer without a digest', () => {
    expect(
      loggedError([SHOP_ERROR, WEBHOOK_LINE, FRAMEWORK_ERROR].join('\n'), undefined),
    ).toContain('Unexpected end of form');
    expect(loggedError(WEBHOOK_LINE, undefined)).toBeUndefined();
  });

  it("counts ignore-listed and native frames as the framework's, a file of the build as the shop's", () => {
    expect(thrownInShopCode(FRAMEWORK_ERROR)).toBe(false);
    expect(thrownInShopCode(NATIVE_ERROR)).toBe(false);
    expect(thrownInShopCode(SHOP_ERROR)).toBe(true);
  });
});

describe('the streamed server output', () => {
  it('answers at once what is already printed, else as soon as a chunk brings it', async () => {
    const log = new ServerLog();
    log.append(`${WEBHOOK_LINE}\n`);
    const from = log.length;
    expect(await log.find(0, (text) => (text.includes('webhook') ? 'seen' : undefined), 0)).toBe(
      'seen',
    );
    const found = log.find(from, (text) => loggedError(text, '1285241049'), 60_000);
    // Printed in two chunks, after the case began waiting: found when the second arrives.
    log.append(SHOP_ERROR.slice(0, 40));
    log.append(`${SHOP_ERROR.slice(40)}\n`);
    expect(await found).toContain('a.get is not a function');
  });

  it('reads an error printed in colour (a server started with FORCE_COLOR)', async () => {
    const log = new ServerLog();
    log.append(
      "\x1b[31m⨯\x1b[39m Error: Unexpected end of form\n    at ignore-listed frames {\n  digest: \x1b[32m'1103187718'\x1b[39m\n}\n",
    );
    const entry = await log.find(0, (text) => loggedError(text, '1103187718'), 0);
    expect(entry).toContain('Unexpected end of form');
    expect(thrownInShopCode(entry!)).toBe(false);
  });

  it('looks only at what was printed since the case was sent, and gives up after its bound', async () => {
    const log = new ServerLog();
    log.append(`${SHOP_ERROR}\n`);
    const from = log.length;
    log.append(`${WEBHOOK_LINE}\n`);
    expect(await log.find(from, (text) => loggedError(text, '1285241049'), 20)).toBeUndefined();
  });
});
