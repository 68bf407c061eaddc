import { type Browser, type Page, type Response } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The contract between the shop's forms and the framework that carries them: every server
 * action form of the app, found on its page as a browser sees it (a `<form>` that posts
 * multipart/form-data), is submitted as a browser does, with JavaScript (React's fetch
 * call) and without (the plain form post), against the production build; the post must
 * be answered without a 4xx or 5xx. The proxy no longer knows how Next.js and React encode
 * an action call, so an upgrade that changes the encoding, or a form Next.js no longer
 * reads, fails here instead of answering shoppers 400 or 500.
 *
 * Fields are left as the page has them (required ones may be empty: the form is submitted
 * without the browser's validation, so the action answers with its own errors). Forms with
 * the same button label up to a colon ("Save for later: <product>") are one action: one of
 * them is submitted (the product page's add to cart fills the cart the cart page shows).
 * Sign-out (in the header of every customer page) is submitted last. A page whose number of
 * action forms is not the one below fails too, so a new form cannot go untested.
 *
 * Not submitted here: the forms that need something a fresh customer does not have (an
 * address's edit, default and delete forms; a wishlist's own page; the return request, which
 * needs a placed order). They are submitted with and without JavaScript by the journeys in
 * shopper-features(-no-js).spec.ts and returns.spec.ts, which go through the same framework.
 */
interface FormPage {
  path: string;
  /** Action forms on the page, as a guest or as the fresh customer. */
  forms: number;
}

const GUEST_PAGES: FormPage[] = [
  { path: '/', forms: 17 },
  { path: '/products/half-sheet-pan', forms: 8 },
  { path: '/categories/kitchen', forms: 13 },
  { path: '/cart', forms: 4 },
  { path: '/account/sign-in', forms: 1 },
  { path: '/account/register', forms: 2 },
  { path: '/account/forgot-password', forms: 1 },
  { path: '/gift-certificates', forms: 2 },
  { path: '/gift-certificates/balance', forms: 2 },
  { path: '/newsletter/unsubscribe', forms: 1 },
];
const CUSTOMER_PAGES: FormPage[] = [
  { path: '/account/settings', forms: 4 },
  // The address list of a fresh customer has no address, so no form of its own.
  { path: '/account/addresses/new', forms: 2 },
  { path: '/account/wishlists', forms: 2 },
];

/**
 * A browser's view of a server action form: a post of multipart/form-data as the server
 * renders it, or, for a form React rendered in the browser (no server markup to enhance),
 * the `javascript:` action React gives it.
 */
const ACTION_FORMS =
  'form[method="post" i][enctype="multipart/form-data" i], form[action^="javascript:" i]';

/** Each form's label: its buttons' text, up to a colon (one action for a card's forms). */
async function formLabels(page: Page): Promise<string[]> {
  return page.locator(ACTION_FORMS).evaluateAll((forms) =>
    forms.map((form) =>
      [...form.querySelectorAll('button, input[type="submit"]')]
        .map((button) => (button.textContent || (button as HTMLInputElement).value).trim())
        .join(' | ')
        .replace(/:.*$/, ''),
    ),
  );
}

/**
 * Opens a page and waits until its action forms are all there: the document is loaded
 * (streamed parts included) and the forms rendered once the shopper's part arrived are in.
 * A count other than the table's is a soft failure: the rest is still submitted.
 */
async function open(page: Page, path: string, forms: number) {
  await page.goto(path);
  await expect
    .soft(
      page.locator(ACTION_FORMS),
      `action forms on ${path} (update the table when a form is added or removed)`,
    )
    .toHaveCount(forms);
}

/** Whether a response is the answer to React's fetch call of a server action on this page. */
const isActionCall = (page: Page, response: Response) => {
  const request = response.request();
  return (
    request.method() === 'POST' &&
    request.headers()['next-action'] !== undefined &&
    new URL(response.url()).pathname === new URL(page.url()).pathname
  );
};

/**
 * The end of a plain form post's navigation: the first answer of the main frame that is
 * not a redirect (the post's own page, or the page a 303 sends the browser to).
 */
const isLanding = (page: Page, response: Response) =>
  response.request().isNavigationRequest() &&
  response.frame() === page.mainFrame() &&
  (response.status() < 300 || response.status() >= 400);

/** A bound on a post that never comes (a form whose submit sends nothing), not a speed. */
const POST_WAIT_MS = 30_000;

/**
 * Submits the `index`-th action form of the page as the browser does (requestSubmit, which
 * fires the submit event React listens to; the browser's validation off) and answers the
 * status of the post it sent, and, without JavaScript, of the page the browser landed on.
 */
async function submit(page: Page, index: number, javaScript: boolean): Promise<number[]> {
  const form = page.locator(ACTION_FORMS).nth(index);
  if (javaScript) {
    const answered = page.waitForResponse((response) => isActionCall(page, response), {
      timeout: POST_WAIT_MS,
    });
    await form.evaluate((element: HTMLFormElement) => {
      element.noValidate = true;
      element.requestSubmit();
    });
    return [(await answered).status()];
  }
  const posted = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' && response.request().isNavigationRequest(),
    { timeout: POST_WAIT_MS },
  );
  const landed = page.waitForResponse((response) => isLanding(page, response), {
    timeout: POST_WAIT_MS,
  });
  // The landing page's document replaces this one (its commit comes after its answer):
  // the next goto must not start before, or that navigation interrupts it.
  const committed = page.waitForEvent('framenavigated', {
    predicate: (frame) => frame === page.mainFrame(),
    timeout: POST_WAIT_MS,
  });
  await form.evaluate((element: HTMLFormElement) => {
    element.noValidate = true;
    element.requestSubmit();
  });
  const statuses = [(await posted).status(), (await landed).status()];
  await committed;
  await page.waitForLoadState('load');
  return statuses;
}

/** Every page's action forms, counted and each submitted once; sign-out is left to the caller. */
async function submitEveryForm(page: Page, pages: FormPage[], javaScript: boolean) {
  const statuses: Record<string, number[]> = {};
  for (const { path, forms } of pages) {
    await open(page, path, forms);
    const labels = await formLabels(page);
    const seen = new Set<string>();
    for (const [index, label] of labels.entries()) {
      if (label === 'Sign out' || seen.has(label)) continue;
      seen.add(label);
      if (seen.size > 1) await open(page, path, forms);
      // A step per form: a post that never comes names its form.
      statuses[`${path} "${label}"`] = await test.step(`submit ${path} "${label}"`, () =>
        submit(page, index, javaScript));
    }
  }
  console.log(
    `action posts (${javaScript ? 'with' : 'without'} JavaScript): ${JSON.stringify(statuses)}`,
  );
  const failed = Object.entries(statuses).filter(([, answers]) => answers.some((s) => s >= 400));
  expect(failed, 'action posts answered 4xx or 5xx').toEqual([]);
  const untried = pages.filter(
    ({ path }) => !Object.keys(statuses).some((key) => key.startsWith(`${path} "`)),
  );
  expect(untried, 'pages none of whose forms was submitted').toEqual([]);
}

async function signOutLast(page: Page, javaScript: boolean) {
  await page.goto('/account');
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  const index = (await formLabels(page)).indexOf('Sign out');
  expect(index).toBeGreaterThanOrEqual(0);
  for (const status of await submit(page, index, javaScript)) expect(status).toBeLessThan(400);
}

/** A fresh customer, registered through the register form, so no shared account changes. */
async function registerFresh(page: Page): Promise<{ email: string; password: string }> {
  const shopper = { email: `contract-${Date.now()}@example.com`, password: 'Contract4pass!' };
  await page.goto('/account/register');
  await page.getByLabel('First name').fill('Cora');
  await page.getByLabel('Last name').fill('Tract');
  await page
    .getByLabel('E-mail address', { exact: true })
    .filter({ visible: true })
    .fill(shopper.email);
  await page
    .getByLabel('Password', { exact: true })
    .filter({ visible: true })
    .fill(shopper.password);
  await page.getByRole('button', { name: /create account/i }).click();
  await expect(page).toHaveURL(/\/account$/);
  return shopper;
}

async function withoutScript(browser: Browser, baseURL: string) {
  return browser.newContext({ baseURL, javaScriptEnabled: false });
}

test('every server action form posts as a browser does, with JavaScript, and is answered without 4xx/5xx', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await submitEveryForm(page, GUEST_PAGES, true);
  await registerFresh(page);
  await submitEveryForm(page, CUSTOMER_PAGES, true);
  await signOutLast(page, true);
});

test('every server action form posts without JavaScript as a plain form, and is answered without 4xx/5xx', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  // The fresh customer is made with JavaScript; everything after is a browser without it.
  const shopper = await registerFresh(page);
  const context = await withoutScript(browser, baseURL!);
  const noJs = await context.newPage();
  await submitEveryForm(noJs, GUEST_PAGES, false);
  await noJs.goto('/account/sign-in');
  await noJs
    .getByLabel('E-mail address', { exact: true })
    .filter({ visible: true })
    .fill(shopper.email);
  await noJs
    .getByLabel('Password', { exact: true })
    .filter({ visible: true })
    .fill(shopper.password);
  await noJs.getByRole('button', { name: 'Sign in' }).click();
  await noJs.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
  await submitEveryForm(noJs, CUSTOMER_PAGES, false);
  await signOutLast(noJs, false);
  await context.close();
});
