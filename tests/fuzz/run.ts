import fc from 'fast-check';
import { type FuzzRequest, actionRequests, multipart } from './action-requests';
import { ACTION_TARGETS, type ActionTarget, actionIds } from './targets';
import { type WebhookStore, webhookRequests } from './webhook-requests';
import { REFUSED_BODY_DRAIN } from '../../lib/shared/bounded-body';
import { digestOf, loggedError, thrownInShopCode } from './thrown-where';
import { type ServerLog } from './server-log';

/**
 * Runs the fuzz against a running storefront (a production build and its local store
 * service): every server action and the webhook receiver, with cases fast-check draws from
 * one seed, so `--seed N` replays a run exactly. Checks, per case: no 5xx from the shop's
 * code; a cross-origin post gets 403; an error from the webhook receiver quotes nothing it was sent; a call the
 * action refused changed neither the shopper's cart nor the store's customers. A case
 * whose connection failed (reset, EPIPE, "other side closed": a body past what the shop
 * reads of a refused one, say) is a result of its own, counted in the table by its
 * error, not a failure: the transport is not the shop's answer, and a run that meets one
 * still ends with its table.
 *
 * A 5xx to an action call is the framework's own answer, counted apart and not a failure,
 * only when the case mangles the framework's envelope (action-requests.ts says which) and
 * the error Next.js logged for it was thrown in the framework (thrown-where.ts). A 5xx to
 * a well-formed call, or one thrown in the shop's code, or one with no logged error to
 * say where, fails.
 */
export interface FuzzOptions {
  baseUrl: string;
  distDir: string;
  store: { apiUrl: string; token: string } & WebhookStore;
  seed: number;
  webhookCases: number;
  casesPerAction: number;
  /** The storefront's standard error as it streams in (where each 5xx was thrown). */
  serverLog: ServerLog;
  log?: (line: string) => void;
}

export interface TargetResult {
  target: string;
  cases: number;
  statuses: Map<number, number>;
  /** 5xx answers of Next.js itself to a call whose envelope the case mangled (not failures). */
  framework: number;
  /** Cases with no answer, by the connection's error (EPIPE, ECONNRESET, other side closed). */
  transportErrors: Map<string, number>;
  /** A few of those cases, for the report (they are not failures). */
  transportSamples: string[];
  failures: string[];
}

/** What a failed fetch says of its connection: the cause's code, else its message. */
function transportError(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? (error as Error).message ?? String(error);
}

/** Whether a fetch failed in its connection (not a time-out of ours, not a bug here). */
function isTransportError(error: unknown): boolean {
  return error instanceof TypeError && (error as { cause?: unknown }).cause !== undefined;
}

/**
 * A case whose connection failed twice. Past the receiver's drain bound a body may be cut
 * off (the server answers and closes while it is still being sent): counted, not a
 * failure. Under it, the server had every chance to answer: a failure (a crash, a reset).
 */
function noAnswer(result: TargetResult, where: string, request: FuzzRequest, error: unknown) {
  if (request.body.byteLength <= REFUSED_BODY_DRAIN.bytes)
    result.failures.push(`${where}: no answer, twice (${transportError(error)})`);
  else countTransport(result, `${where}, ${request.body.byteLength} bytes`, error);
}

function countTransport(result: TargetResult, where: string, error: unknown) {
  const kind = transportError(error);
  result.transportErrors.set(kind, (result.transportErrors.get(kind) ?? 0) + 1);
  if (result.transportSamples.length < 5) result.transportSamples.push(`${where}: ${kind}`);
}

/**
 * The harness's own requests (counts, a cart to start from): idempotent reads, sent again
 * when the connection fails (a kept-alive one the server closed as it was reused), so one
 * such failure does not end the run.
 */
async function fetchAgain(url: string, init?: RequestInit, attempts = 3): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetch(url, init);
    } catch (error) {
      if (attempt >= attempts || !isTransportError(error)) throw error;
    }
  }
}

/** Checks what a webhook error says: it names what is wrong, never quotes what was sent. */
const ECHO_EXEMPT = new Set([
  'scope',
  'store_id',
  'producer',
  'data',
  'hash',
  'created_at',
  'product',
  'cart',
  'order',
  'category',
  'cartId',
  'orderId',
  'type',
  'id',
  'extra',
]);

interface Answer {
  status: number;
  body: string;
  headers: Headers;
}

/**
 * Posts a case, and once more when its connection fails: a kept-alive connection the
 * server closed while idle can fail as it is reused, which says nothing of the answer.
 */
async function send(url: string, request: FuzzRequest, cookie?: string): Promise<Answer> {
  try {
    return await sendOnce(url, request, cookie);
  } catch (error) {
    if (!isTransportError(error)) throw error;
    return sendOnce(url, request, cookie);
  }
}

async function sendOnce(url: string, request: FuzzRequest, cookie?: string): Promise<Answer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...request.headers, ...(cookie ? { cookie } : {}) },
    body: request.body as Uint8Array<ArrayBuffer>,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.text(), headers: response.headers };
}

/**
 * Whether an action certainly refused a call: a 4xx, or a fetch call whose result (React's
 * flight text: row 0 points at the result's row, "a":"$@<row>") is an error state. A form
 * posted without JavaScript gets the page back, 200 either way: not counted as refused.
 */
function refused(answer: Answer, request: FuzzRequest): boolean {
  if (answer.status >= 400 && answer.status < 500) return true;
  if (request.mode !== 'fetch' || answer.status !== 200 || answer.headers.has('x-action-redirect'))
    return false;
  const row = /"a":"\$@([0-9a-f]+)"/.exec(answer.body)?.[1];
  const result =
    row === undefined
      ? undefined
      : answer.body.split('\n').find((line) => line.startsWith(`${row}:`));
  // An action's own answer ({ error: '…' }) or Conform's result with status "error". A
  // Conform success carries `"error":"$undefined"` (how React writes undefined): not a refusal.
  return result !== undefined && /"error":"(?!\$undefined")|"status":"error"/.test(result);
}

function count(result: TargetResult, status: number) {
  result.statuses.set(status, (result.statuses.get(status) ?? 0) + 1);
}

/**
 * How long the error behind a 5xx may take to show in the storefront's output after its
 * answer arrived (both leave the server together; a loaded machine delivers them apart).
 */
const LOGGED_ERROR_WAIT_MS = 3_000;

/**
 * The error the server logged for a 5xx answer, in the output printed since the case was
 * sent (`from`): found as soon as it is printed, or undefined after the wait above.
 */
function errorLoggedFor(
  options: FuzzOptions,
  from: number,
  answer: Answer,
): Promise<string | undefined> {
  const digest = digestOf(answer.body);
  return options.serverLog.find(
    from,
    (output) => loggedError(output, digest),
    LOGGED_ERROR_WAIT_MS,
  );
}

/** The first lines of a logged error, for a failure's message. */
const headOf = (entry: string) => entry.split('\n').slice(0, 3).join(' / ').slice(0, 300);

/**
 * A 5xx to an action call: counted as the framework's answer, or the failure it is. Only
 * a case that mangles the envelope, whose logged error was thrown in the framework, is
 * the framework's.
 */
async function judge5xx(
  options: FuzzOptions,
  result: TargetResult,
  where: string,
  request: FuzzRequest,
  answer: Answer,
  logFrom: number,
) {
  if (request.mangles === null) {
    result.failures.push(
      `${where}: ${answer.status} to a well-formed call ${answer.body.slice(0, 200)}`,
    );
    return;
  }
  const entry = await errorLoggedFor(options, logFrom, answer);
  if (entry === undefined)
    result.failures.push(
      `${where} (mangles ${request.mangles}): ${answer.status}, and the server logged no error to say where it was thrown`,
    );
  else if (thrownInShopCode(entry))
    result.failures.push(
      `${where} (mangles ${request.mangles}): ${answer.status} thrown in the shop's code: ${headOf(entry)}`,
    );
  else result.framework += 1;
}

/** A shopper session with a cart of one line: its cookie, and the line's id. */
async function shopperWithCart(
  options: FuzzOptions,
  addId: string,
): Promise<{ cookie: string; line: string }> {
  const origin = new URL(options.baseUrl).origin;
  const response = await fetch(`${options.baseUrl}/products/half-sheet-pan`, {
    method: 'POST',
    headers: {
      origin,
      'next-action': addId,
      'content-type': 'multipart/form-data; boundary=----fuzzBoundary7MA4YWxkTrZu0gW',
    },
    body: multipart([
      { name: '_1_path', value: 'half-sheet-pan' },
      { name: '_1_quantity', value: '2' },
      { name: '_1_enhanced', value: '1' },
      { name: '0', value: '[null,"$K1"]' },
    ]) as Uint8Array<ArrayBuffer>,
  });
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const html = await (await fetchAgain(`${options.baseUrl}/cart`, { headers: { cookie } })).text();
  const line = /name="lineItemId" value="([^"]+)"/.exec(html)?.[1];
  if (!cookie || !line)
    throw new Error(
      `The fuzz could not fill a cart to start from (add to cart answered ${response.status}).`,
    );
  return { cookie, line };
}

async function cartCount(options: FuzzOptions, cookie: string): Promise<number | null> {
  const response = await fetchAgain(`${options.baseUrl}/api/shopper`, { headers: { cookie } });
  return ((await response.json()) as { cartCount: number | null }).cartCount;
}

async function customerCount(options: FuzzOptions): Promise<number> {
  const response = await fetchAgain(`${options.store.apiUrl}/v3/customers?limit=1`, {
    headers: { 'x-auth-token': options.store.token, accept: 'application/json' },
  });
  return ((await response.json()) as { meta: { pagination: { total: number } } }).meta.pagination
    .total;
}

/** fast-check's cases for one target, drawn from the run's seed and the target's place. */
const casesOf = <T>(arbitrary: fc.Arbitrary<T>, seed: number, n: number) =>
  fc.sample(arbitrary, { seed, numRuns: n });

async function fuzzAction(
  options: FuzzOptions,
  target: ActionTarget,
  id: string,
  place: number,
  shopper: { cookie: string; line: string },
): Promise<TargetResult> {
  const result: TargetResult = {
    target: `action: ${target.name}`,
    cases: options.casesPerAction,
    statuses: new Map(),
    framework: 0,
    transportErrors: new Map(),
    transportSamples: [],
    failures: [],
  };
  const origin = new URL(options.baseUrl).origin;
  const fields =
    target.name === 'cart update/remove'
      ? {
          ...target.fields,
          lineItemId: target.fields.lineItemId!.map((v) => (v === '$LINE' ? shopper.line : v)),
        }
      : target.fields;
  const cases = casesOf(
    actionRequests(id, target.argCount, fields, origin),
    options.seed + place,
    options.casesPerAction,
  );
  const judging: Promise<void>[] = [];
  for (const [index, request] of cases.entries()) {
    const where = `case ${index} (${request.mode})`;
    const cookie = target.guards === 'cart' ? shopper.cookie : undefined;
    const before =
      target.guards === 'cart'
        ? await cartCount(options, shopper.cookie)
        : target.guards === 'customers'
          ? await customerCount(options)
          : null;
    const logFrom = options.serverLog.length;
    let answer: Answer;
    try {
      answer = await send(`${options.baseUrl}${target.path}`, request, cookie);
    } catch (error) {
      if (!isTransportError(error))
        result.failures.push(`${where}: no answer (${(error as Error).message})`);
      else noAnswer(result, where, request, error);
      continue;
    }
    count(result, answer.status);
    if (answer.status >= 500) {
      const judged = judge5xx(options, result, where, request, answer, logFrom);
      // An answer with a digest names its logged error wherever it is printed, so the next
      // cases need not wait for it; one without is the last error printed, so it waits.
      if (digestOf(answer.body) === undefined) await judged;
      else judging.push(judged);
    }
    if (request.mode === 'cross-origin' && answer.status !== 403)
      result.failures.push(`${where}: a cross-origin post answered ${answer.status}, not 403`);
    if (before !== null && refused(answer, request)) {
      const after =
        target.guards === 'cart'
          ? await cartCount(options, shopper.cookie)
          : await customerCount(options);
      if (after !== before)
        result.failures.push(
          `${where}: refused with ${answer.status}, yet the ${target.guards === 'cart' ? 'cart count' : 'customer count'} went from ${before} to ${after}`,
        );
    }
  }
  await Promise.all(judging);
  return result;
}

async function fuzzWebhooks(options: FuzzOptions): Promise<TargetResult> {
  const result: TargetResult = {
    target: 'webhook receiver',
    cases: options.webhookCases,
    statuses: new Map(),
    framework: 0,
    transportErrors: new Map(),
    transportSamples: [],
    failures: [],
  };
  const exempt = new Set([
    ...ECHO_EXEMPT,
    options.store.storeHash,
    `stores/${options.store.storeHash}`,
    options.store.secret,
  ]);
  const cases = casesOf(webhookRequests(options.store), options.seed, options.webhookCases);
  // A few at a time: the receiver's answers do not depend on each other.
  const pool = 4;
  for (let start = 0; start < cases.length; start += pool) {
    await Promise.all(
      cases.slice(start, start + pool).map(async (request, offset) => {
        const where = `case ${start + offset} (${request.mode})`;
        let answer: Answer;
        try {
          answer = await send(`${options.baseUrl}/api/webhooks`, request);
        } catch (error) {
          if (!isTransportError(error))
            result.failures.push(`${where}: no answer (${(error as Error).message})`);
          else noAnswer(result, where, request, error);
          return;
        }
        count(result, answer.status);
        if (answer.status >= 500)
          result.failures.push(`${where}: ${answer.status} ${answer.body.slice(0, 200)}`);
        if (answer.status >= 400) {
          // Words (`undefined`, a key) may be in a message on their own account.
          const echoed = request.injected.find(
            (text) =>
              text.length >= 6 &&
              !exempt.has(text) &&
              !/^store\//.test(text) &&
              !/^[A-Za-z_]{1,15}$/.test(text) &&
              (answer.body.includes(text) ||
                answer.body.includes(JSON.stringify(text).slice(1, -1))),
          );
          if (echoed !== undefined)
            result.failures.push(
              `${where}: the ${answer.status} answer quotes what was sent (${JSON.stringify(echoed.slice(0, 40))})`,
            );
        }
      }),
    );
  }
  return result;
}

export async function runFuzz(options: FuzzOptions): Promise<TargetResult[]> {
  const log = options.log ?? (() => undefined);
  const ids = actionIds(options.distDir);
  log(
    `fuzz seed ${options.seed} (replay: --seed ${options.seed}); ${options.webhookCases} webhook callbacks, ${options.casesPerAction} calls per action`,
  );
  const shopper = await shopperWithCart(options, ids.get('cart add')!);
  const customersBefore = await customerCount(options);
  const results: TargetResult[] = [];
  // A target that cannot go on (its harness request failed for good) is a failure of that
  // target; the others still run, and the table is still printed.
  const run = async (target: string, cases: number, fuzz: () => Promise<TargetResult>) => {
    try {
      results.push(await fuzz());
    } catch (error) {
      results.push({
        target,
        cases,
        statuses: new Map(),
        framework: 0,
        transportErrors: new Map(),
        transportSamples: [],
        failures: [`the harness stopped: ${(error as Error).message} (${transportError(error)})`],
      });
    }
  };
  const started = Date.now();
  const took = () => `${((Date.now() - started) / 1000).toFixed(1)} s in`;
  await run('webhook receiver', options.webhookCases, () => fuzzWebhooks(options));
  log(`webhook receiver: done (${took()})`);
  for (const [place, target] of ACTION_TARGETS.entries()) {
    await run(`action: ${target.name}`, options.casesPerAction, () =>
      fuzzAction(options, target, ids.get(target.name)!, place + 1, shopper),
    );
    log(`action ${target.name}: done (${took()})`);
  }
  log(`customers before ${customersBefore}, after ${await customerCount(options)}`);
  return results;
}

/**
 * The status counts per target, as a table: every answer by status, then the 5xx split
 * into Next.js's own answers to a mangled envelope ("framework") and the shop's ("our
 * 5xx", each a failure), the cases without an answer, and the failures.
 */
export function fuzzTable(results: TargetResult[]): string {
  const statuses = [...new Set(results.flatMap((r) => [...r.statuses.keys()]))].sort(
    (a, b) => a - b,
  );
  const header = [
    'target',
    'cases',
    ...statuses.map(String),
    'framework',
    'our 5xx',
    'no answer',
    'failures',
  ];
  const all5xx = (r: TargetResult) =>
    [...r.statuses].filter(([s]) => s >= 500).reduce((sum, [, n]) => sum + n, 0);
  const rows = results.map((r) => [
    r.target,
    String(r.cases),
    ...statuses.map((s) => String(r.statuses.get(s) ?? 0)),
    String(r.framework),
    String(all5xx(r) - r.framework),
    String([...r.transportErrors.values()].reduce((sum, n) => sum + n, 0)),
    String(r.failures.length),
  ]);
  const total = (column: (r: TargetResult) => number) =>
    String(results.reduce((sum, r) => sum + column(r), 0));
  rows.push([
    'all targets',
    total((r) => r.cases),
    ...statuses.map((s) => total((r) => r.statuses.get(s) ?? 0)),
    total((r) => r.framework),
    total((r) => all5xx(r) - r.framework),
    total((r) => [...r.transportErrors.values()].reduce((sum, n) => sum + n, 0)),
    total((r) => r.failures.length),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => row[i]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
      .join('  ');
  return [line(header), ...rows.map(line)].join('\n');
}
