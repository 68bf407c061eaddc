import { type Locator, type Page, type Response } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The contract between the shop's forms and the framework that carries them. The proxy no
 * longer knows how Next.js and React encode a server action call (lib/server-actions/), so
 * this spec is what notices when an upgrade changes that encoding: every server action
 * form of the app is filled in and sent as Chromium sends it, against the production build,
 * with JavaScript (React's fetch call, with its `next-action` header) and without (the
 * plain form post, then the page it lands on); any 4xx or 5xx, or a post that never comes,
 * fails.
 *
 * The forms are found as a shopper's browser has them: the visible `<form>`s of a page that
 * post (a search, sort or filter form is sent as a GET), save the currency switch, which
 * posts to a route handler of its own (/currency). Each page's number of such forms is
 * checked against the table below, measured on the build, so a new form cannot go untested.
 * With JavaScript the count also waits for the forms React renders in the browser (after
 * hydration, once the shopper's part of the page came).
 *
 * Forms whose button says what they act on after a colon ("Save for later: <product>") are
 * one action: the first is sent. Each form is filled with valid values (a form on Conform
 * checks itself before it sends anything), sent by a click on its submit button, and the page
 * is opened again for the next one; a form that only appears after another was sent (the
 * shipping options after an estimate, "Make default" once there are two addresses) is sent
 * on that next visit. Deleting and removing come last on their page. Sign-out is sent last.
 *
 * Not sent: the return request (it needs a placed order, which goes through the store's
 * hosted checkout; returns.spec.ts sends it with and without JavaScript), and an address's
 * edit page (the same form and action as the new address page sent here).
 */
type Mode = 'script' | 'noScript';

interface FormPage {
  /** A path, or how to reach the page from another one (a wishlist's own page). */
  open: string | ((page: Page) => Promise<void>);
  name: string;
  /** Its action forms with and without JavaScript, as measured on the build. */
  forms: Record<Mode, number>;
  /** Sending its form signs the shopper in and opens their account: sent once. */
  signsIn?: boolean;
}

/**
 * A page's entry. With JavaScript a customer's page has one more form than without: the
 * header's sign-out, which React renders once the browser knows who is signed in.
 */
const page = (path: string, script: number, noScript = script): FormPage => ({
  open: path,
  name: path,
  forms: { script, noScript },
});

/** As a guest; registering, last, makes the customer the next pages are seen as. */
const GUEST_PAGES: FormPage[] = [
  page('/', 16),
  page('/products/half-sheet-pan', 7),
  page('/categories/kitchen', 12),
  // The line's form, the coupon and the shipping estimate; the shipping options come after it.
  page('/cart', 3),
  page('/account/sign-in', 1),
  page('/account/forgot-password', 1),
  // The reset form of an e-mailed link; a made-up token is refused by the store, not the post.
  page('/account/forgot-password?c=1&t=contract-token', 1),
  page('/gift-certificates', 1),
  page('/gift-certificates/balance', 1),
  page('/newsletter/unsubscribe', 1),
  { ...page('/account/register', 1), signsIn: true },
];

/** As the customer just registered; forms need what earlier ones made (addresses, a wishlist). */
const CUSTOMER_PAGES: FormPage[] = [
  // Details, password and newsletter (sign-out is on /account only).
  page('/account/settings', 4, 3),
  // Twice: the second address brings the list's "Make default" form.
  page('/account/addresses/new', 2, 1),
  { ...page('/account/addresses/new', 2, 1), name: '/account/addresses/new (a second address)' },
  // Each address's delete, and "Make default" for the one that is not.
  page('/account/addresses', 4, 3),
  page('/account/wishlists', 2, 1),
  // Saves this product and a related one to the customer's first wishlist (the one just made).
  { ...page('/products/half-sheet-pan', 8, 7), name: '/products/half-sheet-pan (as the customer)' },
  {
    name: "a wishlist's page",
    open: async (tab) => {
      await tab.goto('/account/wishlists');
      // By the list's address (its link is not in view on every layout).
      const href = await tab.locator('a[href*="/account/wishlists/"]').first().getAttribute('href');
      await tab.goto(href!);
    },
    // Share, rename and delete, and each of its two items' move to cart and remove.
    forms: { script: 8, noScript: 7 },
  },
];

/** The forms of a page that call a server action (see the top of the file). */
const actionForms = (tab: Page): Locator =>
  tab.locator('form:not([method="get" i]):not([action="/currency"])').filter({ visible: true });

/**
 * Each action form's label, which names its action: its submit button's text, up to a
 * colon (a card's forms: one action for every card), and for a toggle (a button with
 * `aria-pressed`, whose text changes with its state) the same label in either state.
 */
async function formLabels(tab: Page): Promise<string[]> {
  return actionForms(tab).evaluateAll((forms) =>
    forms.map((form) => {
      const button = form.querySelector('button:not([type="button"]), input[type="submit"]');
      const text = (
        button?.getAttribute('aria-label') ??
        (button?.textContent || (button as HTMLInputElement | null)?.value || '')
      )
        .replace(/\s+/g, ' ')
        .trim();
      const card = text.includes(':');
      if (button?.hasAttribute('aria-pressed')) return card ? 'toggle (card)' : 'toggle';
      return card ? text.replace(/:.*$/, '') : text;
    }),
  );
}

/** The labels, read again once the page settled if a navigation of its own replaced it. */
async function formLabelsOnceSettled(tab: Page): Promise<string[]> {
  try {
    return await formLabels(tab);
  } catch (error) {
    if (!(error as Error).message.includes('Execution context was destroyed')) throw error;
    await tab.waitForLoadState('load');
    return formLabels(tab);
  }
}

const isDestructive = (label: string) => /^(delete|remove)\b/i.test(label);

/** Whether a response answers React's fetch call of a server action. */
const isActionCall = (response: Response) =>
  response.request().method() === 'POST' &&
  response.request().headers()['next-action'] !== undefined;

/** Whether a response answers a plain form post of the page (a navigation). */
const isFormPost = (tab: Page) => (response: Response) =>
  response.request().method() === 'POST' &&
  response.request().isNavigationRequest() &&
  response.frame() === tab.mainFrame();

/** A bound on a post that never comes (a form that sends nothing), not a speed. */
const POST_WAIT_MS = 15_000;

let unique = 0;
/** A customer's e-mail address of this run's own, so no shared account changes. */
const freshEmail = () => `contract-${Date.now()}-${(unique += 1)}@example.com`;
const CONTRACT_PASSWORD = 'Contract4pass!';

/** A valid value for an empty text field, by its type and label. */
function textFor(type: string, label: string): string {
  if (type === 'email' || /e-?mail/i.test(label)) return freshEmail();
  if (type === 'tel' || /phone/i.test(label)) return '5550100';
  if (type === 'number' || /amount|quantity/i.test(label)) return '25';
  if (/post|zip/i.test(label)) return '10001';
  if (/code|certificate/i.test(label)) return 'CONTRACT-CODE';
  // Told apart (a second address the same as the first would not be a second one).
  return `Contract${'ABCDEFGHIJKLMNOPQRSTUVWXYZ'[(unique += 1) % 26]}`;
}

/**
 * Fills what a shopper must fill: empty text fields, password fields, an unchosen select
 * and a radio group with nothing chosen; what the page filled in stays. Twice, as a choice
 * may bring fields of its own (a country's states).
 */
async function fill(form: Locator) {
  for (let pass = 0; pass < 2; pass += 1) {
    const fields = form.locator('input:visible, select:visible, textarea:visible');
    const described = await fields.evaluateAll((elements) =>
      elements.map((element) => {
        const field = element as HTMLInputElement;
        return {
          tag: field.tagName.toLowerCase(),
          type: (field.getAttribute('type') ?? 'text').toLowerCase(),
          name: field.name,
          label: field.labels?.[0]?.textContent ?? field.getAttribute('aria-label') ?? '',
          empty: field.value === '',
          disabled: field.disabled || field.readOnly,
          groupChosen:
            field.type === 'radio' &&
            field.form?.querySelector(`input[type="radio"][name="${field.name}"]:checked`) !== null,
        };
      }),
    );
    for (const [index, field] of described.entries()) {
      const element = fields.nth(index);
      if (field.disabled) continue;
      if (field.tag === 'select') {
        if (field.empty) {
          const value = await element.evaluate(
            (select: HTMLSelectElement) =>
              [...select.options].find((option) => option.value !== '')?.value,
          );
          if (value !== undefined) await element.selectOption(value);
        }
      } else if (field.type === 'radio') {
        // A rating's radios are visually hidden inside their labels: the click lands on the label.
        if (!field.groupChosen) await element.check({ force: true });
      } else if (field.type === 'password') {
        await element.fill(CONTRACT_PASSWORD);
      } else if (field.tag === 'textarea') {
        if (field.empty) await element.fill('A contract test of this form, long enough for it.');
      } else if (!['checkbox', 'submit', 'button', 'hidden', 'file'].includes(field.type)) {
        if (field.empty) await element.fill(textFor(field.type, field.label));
      }
    }
  }
}

/**
 * Fills the form, clicks its submit button (visible and enabled: with JavaScript, a sign
 * the form is hydrated) and answers the statuses of its post and, without JavaScript, of
 * the page the browser landed on.
 */
async function send(tab: Page, form: Locator, mode: Mode): Promise<number[]> {
  await fill(form);
  const button = form.locator('button:not([type="button"]), input[type="submit"]').first();
  await expect(button).toBeVisible();
  await expect(button).toBeEnabled();
  if (mode === 'script') {
    const answered = tab.waitForResponse(isActionCall, { timeout: POST_WAIT_MS });
    await button.click();
    return [(await answered).status()];
  }
  const posted = tab.waitForResponse(isFormPost(tab), { timeout: POST_WAIT_MS });
  // The landing page's commit comes after its answer: the next goto must not start before.
  const committed = tab.waitForEvent('framenavigated', {
    predicate: (frame) => frame === tab.mainFrame(),
    timeout: POST_WAIT_MS,
  });
  await button.click();
  const post = await posted;
  await committed;
  await tab.waitForLoadState('load');
  const landed = await post.request().redirectedTo()?.response();
  return [post.status(), ...(landed ? [landed.status()] : [])];
}

/** Opens the page and checks its number of action forms (waiting for those React renders). */
async function open(tab: Page, target: FormPage, mode: Mode, measured: Record<string, number>) {
  if (typeof target.open === 'string') await tab.goto(target.open);
  else await target.open(tab);
  await tab.waitForLoadState('load');
  await expect
    .soft(actionForms(tab), `action forms on ${target.name} (update the table)`)
    .toHaveCount(target.forms[mode]);
  measured[target.name] = await actionForms(tab).count();
  console.log(`[${mode}] ${target.name}: ${measured[target.name]} action forms`);
}

/**
 * Sends each action of each page once (sign-out excepted), opening the page again before
 * each; answers what was sent and how it was answered.
 */
async function sendEveryForm(tab: Page, pages: FormPage[], mode: Mode) {
  const statuses: Record<string, number[] | string> = {};
  const measured: Record<string, number> = {};
  for (const target of pages) {
    const url = await test.step(`open ${target.name}`, async () => {
      await open(tab, target, mode, measured);
      return tab.url();
    });
    const sent = new Set<string>();
    // Bounded: a form that comes back under a new label each time cannot loop forever.
    for (let visit = 0; visit < 12; visit += 1) {
      if (visit > 0) await tab.goto(url);
      const labels = await formLabelsOnceSettled(tab);
      // A page the last form did away with (a deleted wishlist) sends the shopper elsewhere.
      if (new URL(tab.url()).pathname !== new URL(url).pathname) break;
      const next = labels
        .map((label, index) => ({ label, index }))
        .filter(({ label }) => label !== 'Sign out' && !sent.has(label))
        .sort((a, b) => Number(isDestructive(a.label)) - Number(isDestructive(b.label)))[0];
      if (!next) break;
      sent.add(next.label);
      const key = `${target.name} "${next.label}"`;
      statuses[key] = await test.step(`send ${key}`, () =>
        send(tab, actionForms(tab).nth(next.index), mode).catch(
          (error: Error) => error.message.split('\n')[0]!,
        ));
      console.log(`[${mode}] ${key}: ${JSON.stringify(statuses[key])}`);
      if (target.signsIn) {
        await expect(tab).toHaveURL(/\/account$/);
        break;
      }
    }
  }
  console.log(`action forms per page (${mode}): ${JSON.stringify(measured)}`);
  console.log(`action posts (${mode}): ${JSON.stringify(statuses, null, 1)}`);
  return statuses;
}

/** What went wrong: a post that never came, or one answered 4xx or 5xx. */
const failedPosts = (statuses: Record<string, number[] | string>) =>
  Object.entries(statuses).filter(
    ([, answer]) => typeof answer === 'string' || answer.some((status) => status >= 400),
  );

async function signOutLast(tab: Page, mode: Mode) {
  // The last form's answer may still be taking the tab somewhere: let it arrive first.
  await tab.waitForLoadState('networkidle');
  await tab.goto('/account');
  const form = actionForms(tab).filter({ has: tab.getByRole('button', { name: 'Sign out' }) });
  const answers = await send(tab, form.first(), mode);
  expect(
    answers.every((status) => status < 400),
    `sign-out answered ${answers.join(', ')}`,
  ).toBe(true);
  await tab.goto('/account');
  await expect(tab).toHaveURL(/\/account\/sign-in/);
}

for (const mode of ['script', 'noScript'] as const) {
  test.describe(mode === 'script' ? 'with JavaScript' : 'without JavaScript', () => {
    // A field or button that never becomes usable fails its step, not the whole test's time.
    test.use({ javaScriptEnabled: mode === 'script', actionTimeout: 10_000 });
    test(`every server action form is sent as Chromium sends it ${mode === 'script' ? 'with' : 'without'} JavaScript, and answered without 4xx/5xx`, async ({
      page: tab,
    }) => {
      test.setTimeout(300_000);
      const statuses = {
        ...(await sendEveryForm(tab, GUEST_PAGES, mode)),
        ...(await sendEveryForm(tab, CUSTOMER_PAGES, mode)),
      };
      expect(failedPosts(statuses), 'posts that failed or never came').toEqual([]);
      // Every page of the tables had a form sent.
      const pages = [...GUEST_PAGES, ...CUSTOMER_PAGES].map((target) => target.name);
      expect(
        pages.filter((name) => !Object.keys(statuses).some((key) => key.startsWith(`${name} "`))),
      ).toEqual([]);
      await signOutLast(tab, mode);
    });
  });
}
