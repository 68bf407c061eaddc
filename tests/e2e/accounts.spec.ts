import { lastEmailId, storeApi, waitForEmail } from '../support/e2e-store';
import { DEMO, expect, signIn, test } from './fixtures';

const uniqueEmail = (name: string) =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test('registration: inline errors from the store (weak password, e-mail in use), then signed in to the account', async ({
  page,
}) => {
  const email = uniqueEmail('jamie');
  await page.goto('/account/register');
  await page.getByLabel('First name').fill('Jamie');
  await page.getByLabel('Last name').fill('Fox');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create account' }).click();

  const password = page.getByLabel('Password');
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(/at least 7 characters/);
  // What the shopper typed is kept (except the password).
  await expect(page.getByLabel('First name')).toHaveValue('Jamie');
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(email);

  await password.fill('garden42');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Jamie' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your details' })).toContainText(email);

  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await page.goto('/account/register');
  await page.getByLabel('First name').fill('Jamie');
  await page.getByLabel('Last name').fill('Again');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByLabel('Password').fill('garden42');
  await page.getByRole('button', { name: 'Create account' }).click();
  const emailField = page.getByRole('textbox', { name: 'E-mail address' });
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription(/already in use/);
});

test('sign-in: a wrong password keeps the e-mail and says so; the store throttling shows a clear message', async ({
  page,
}) => {
  await page.goto('/account/sign-in');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(DEMO.sam.email);
  await page.getByLabel('Password').fill('not-the-password1');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'Your e-mail address or password is incorrect.',
  );
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(DEMO.sam.email);
  await expect(page.getByLabel('Password')).toHaveValue('');

  // The store refuses an address after five failures in a row (an address nobody uses).
  const guessed = uniqueEmail('guessed');
  for (let attempt = 1; attempt <= 6; attempt++) {
    await page.goto('/account/sign-in');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(guessed);
    await page.getByLabel('Password').fill(`guess${attempt}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
  }
  await expect(page.getByRole('main').getByRole('alert')).toContainText(/too many/i);
  await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue(guessed);

  // The right password still works for the demo shopper (their failures were cleared on success).
  await signIn(page, DEMO.sam);
  await expect(
    page.getByRole('heading', { level: 1, name: `Hello, ${DEMO.sam.firstName}` }),
  ).toBeVisible();
});

test('forgot password: the same answer for any address, the e-mailed link sets a new password, which then signs in; older sessions end', async ({
  page,
  browser,
  baseURL,
}) => {
  const email = uniqueEmail('robin');
  await storeApi('POST', '/v3/customers', [
    {
      email,
      first_name: 'Robin',
      last_name: 'Reset',
      authentication: { new_password: 'original1' },
    },
  ]);
  // Robin is still signed in on another device (or someone holds a copy of that cookie).
  const otherDevice = await browser.newContext({ baseURL });
  const otherPage = await otherDevice.newPage();
  await signIn(otherPage, { email, password: 'original1' });
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Hello, Robin' })).toBeVisible();
  const before = await lastEmailId();

  await page.goto('/account/forgot-password');
  await page.getByRole('textbox', { name: 'E-mail address' }).fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  const answer = page
    .getByRole('main')
    .getByRole('status')
    .filter({ hasText: 'Check your e-mail' });
  await expect(answer).toContainText('If an account exists for');

  await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(answer).toContainText(`If an account exists for ${email}`);

  const message = await waitForEmail({ kind: 'password_reset', to: email }, before);
  const link = message.links.reset_password;
  expect(link).toMatch(/\/account\/forgot-password\?c=\d+&t=/);
  await page.goto(link!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('meadow77');
  await page.getByLabel('Repeat the new password').fill('meadow77');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('main').getByRole('status')).toContainText(
    'Your password has been changed',
  );

  await page.getByRole('link', { name: 'Sign in with your new password' }).click();
  await signIn(page, { email, password: 'meadow77' }, { visit: false });
  await expect(page.getByRole('heading', { level: 1, name: 'Hello, Robin' })).toBeVisible();

  // The reset signed Robin out everywhere else.
  await otherPage.goto('/account');
  await expect(otherPage.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await otherDevice.close();
});

test('a tampered or foreign session cookie means signed out, never an error page', async ({
  page,
  context,
  baseURL,
}) => {
  await signIn(page, DEMO.alex);
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'storefront_session');
  expect(cookie).toBeDefined();

  const tampered =
    cookie!.value.slice(0, -6) + (cookie!.value.endsWith('AAAAAA') ? 'BBBBBB' : 'AAAAAA');
  await context.addCookies([{ ...cookie!, value: tampered }]);
  const response = await page.goto('/account');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  await context.addCookies([{ name: 'storefront_session', value: 'not-a-seal', url: baseURL! }]);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByText('Your cart is empty.').filter({ visible: true })).toBeVisible();
});

test('signing out ends the session for real: a copy of the cookie replayed afterwards is signed out', async ({
  page,
  context,
  request,
}) => {
  await signIn(page, DEMO.alex);
  expect(page.url(), 'nothing of the session in the URL').not.toMatch(/Fe26|session|sid=/i);
  const [cookie] = (await context.cookies()).filter((c) => c.name === 'storefront_session');
  const replay = () =>
    request.get('/account', {
      headers: { cookie: `storefront_session=${cookie!.value}` },
      maxRedirects: 0,
    });

  const before = await replay();
  expect(await before.text(), 'the copy works while the session stands').toContain(
    `Hello, ${DEMO.alex.firstName}`,
  );

  await page.getByRole('main').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();

  const after = await replay();
  expect(after.status()).toBeLessThan(500);
  const html = await after.text();
  expect(html).not.toContain(`Hello, ${DEMO.alex.firstName}`);
  expect(html).not.toContain(DEMO.alex.email);
  const shopper = await request.get('/api/shopper', {
    headers: { cookie: `storefront_session=${cookie!.value}` },
  });
  expect(await shopper.json()).toMatchObject({ signedIn: false });
});
