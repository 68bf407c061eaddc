import { e2eEnv, inStockVariant, newShopper, nextSecond, storeApi } from '../support/e2e-store';
import { addToCart, expect, signIn, test } from './fixtures';

/** A customer group whose price list sells the mug's first variant at `price`; undone by the returned function. */
async function groupPriceFor(shopperId: number, price: number): Promise<() => Promise<void>> {
  const { variantId } = await inStockVariant('Stoneware Coffee Mug');
  const group = await storeApi<{ id: number }>('POST', '/v2/customer_groups', {
    name: `E2E members ${Date.now()}`,
  });
  const list = await storeApi<{ data: { id: number } }>('POST', '/v3/pricelists', {
    name: `E2E member prices ${Date.now()}`,
    active: true,
  });
  await storeApi('PUT', `/v3/pricelists/${list.data.id}/records`, [
    { variant_id: variantId, currency: 'USD', price },
  ]);
  await storeApi('POST', '/v3/pricelists/assignments', [
    { price_list_id: list.data.id, customer_group_id: group.id },
  ]);
  await storeApi('PUT', '/v3/customers', [{ id: shopperId, customer_group_id: group.id }]);
  return async () => {
    await storeApi('DELETE', `/v3/pricelists/${list.data.id}`);
    await storeApi('DELETE', `/v2/customer_groups/${group.id}`);
  };
}

test('a member and a guest get the same bytes for a product page: the cached page holds nothing of either', async ({
  page,
  browser,
}) => {
  const shopper = await newShopper('same-bytes');
  const undo = await groupPriceFor(shopper.id, 6.66);
  try {
    await signIn(page, shopper);
    const guest = await browser.newContext({ baseURL: e2eEnv().storefrontUrl });
    // Twice each: the first request may be the one that renders the page after a change.
    for (let i = 0; i < 2; i++) {
      const [asMember, asGuest] = await Promise.all([
        page.request.get('/products/stoneware-coffee-mug'),
        guest.request.get('/products/stoneware-coffee-mug'),
      ]);
      expect(asMember.headers()['cache-control']).toMatch(
        /^public, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(asGuest.headers()['cache-control']).toBe(asMember.headers()['cache-control']);
      if (i === 1) expect(await asMember.body()).toEqual(await asGuest.body());
    }
    const html = await (await page.request.get('/products/stoneware-coffee-mug')).text();
    expect(html).not.toContain(shopper.firstName);
    expect(html).not.toContain('$6.66');
    // The member's own parts come from a private answer.
    const own = await page.request.get('/api/shopper?product=1');
    expect(own.headers()['cache-control']).toBe('private, no-store');
    await guest.close();
  } finally {
    await undo();
  }
});

test('a member never sees the guest price as theirs: a placeholder holds its place until their own comes', async ({
  page,
}) => {
  const shopper = await newShopper('no-flash');
  const undo = await groupPriceFor(shopper.id, 7.07);
  try {
    await signIn(page, shopper);
    // Every frame from the first paint on, note the price text that is visible.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { seenPrices: string[] }).seenPrices = seen;
      const look = () => {
        const price = document.querySelector('[data-testid="product-price"]');
        const shown = price?.firstElementChild;
        if (shown && getComputedStyle(shown).visibility === 'visible')
          seen.push(shown.textContent ?? '');
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/shopper**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/products/stoneware-coffee-mug');
    const price = page.getByTestId('product-price');
    await expect(price).toHaveAttribute('aria-busy', 'true');
    await expect(price.getByText('$19.20')).toBeHidden();
    const box = await price.boundingBox();
    release();
    await expect(price).toContainText('$7.07');
    expect((await price.boundingBox())?.height).toBe(box?.height);
    const seen = await page.evaluate(
      () => (window as unknown as { seenPrices: string[] }).seenPrices,
    );
    expect(seen.length).toBeGreaterThan(0);
    expect(
      seen.every((text) => text.includes('$7.07')),
      seen.join(' | '),
    ).toBe(true);
  } finally {
    await undo();
  }
});

/**
 * Issue 7: a signed-in customer's group price list shows on the product page (whose
 * cached copy carries guest prices) and in the cart, and follows changes to the group's
 * records; guests keep the catalog price.
 */
test("a signed-in customer sees their customer group's price on the product page and in the cart", async ({
  page,
  browser,
}) => {
  const { variantId } = await inStockVariant('Stoneware Coffee Mug');
  const shopper = await newShopper('group-price');
  const group = await storeApi<{ id: number }>('POST', '/v2/customer_groups', {
    name: `E2E wholesale ${Date.now()}`,
  });
  const list = await storeApi<{ data: { id: number } }>('POST', '/v3/pricelists', {
    name: `E2E group prices ${Date.now()}`,
    active: true,
  });
  await storeApi('PUT', `/v3/pricelists/${list.data.id}/records`, [
    { variant_id: variantId, currency: 'USD', price: 5.55 },
  ]);
  await storeApi('POST', '/v3/pricelists/assignments', [
    { price_list_id: list.data.id, customer_group_id: group.id },
  ]);
  await storeApi('PUT', '/v3/customers', [{ id: shopper.id, customer_group_id: group.id }]);

  try {
    const guest = await browser.newPage({ baseURL: e2eEnv().storefrontUrl });
    await guest.goto('/products/stoneware-coffee-mug');
    await expect(guest.getByTestId('product-price').filter({ visible: true })).not.toContainText(
      '$5.55',
    );
    await guest.close();

    await signIn(page, shopper);
    await page.goto('/products/stoneware-coffee-mug');
    await expect(page.getByTestId('product-price').filter({ visible: true })).toContainText(
      '$5.55',
    );
    await addToCart(page, '/products/stoneware-coffee-mug', {}, 2);
    await page.goto('/cart');
    // The mug's line is priced for the customer's group.
    const line = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Stoneware Coffee Mug' }) });
    await expect(line).toContainText('$5.55 each');

    // New records for the group reach the product page and the cart through the product webhook.
    await nextSecond();
    await storeApi('PUT', `/v3/pricelists/${list.data.id}/records`, [
      { variant_id: variantId, currency: 'USD', price: 4.44 },
    ]);
    // Each load is given time to hydrate: the shopper's price replaces the cached page's
    // guest price in the browser, so reading the text right after the load can be too early.
    await expect(async () => {
      await page.goto('/products/stoneware-coffee-mug');
      await expect(page.getByTestId('product-price').filter({ visible: true })).toContainText(
        '$4.44',
        { timeout: 3_000 },
      );
    }).toPass({ timeout: 20_000 });
    await page.goto('/cart');
    await expect(line).toContainText('$4.44 each');
  } finally {
    await storeApi('DELETE', `/v3/pricelists/${list.data.id}`);
    await storeApi('DELETE', `/v2/customer_groups/${group.id}`);
  }
});
