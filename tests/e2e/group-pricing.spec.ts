import { e2eEnv, inStockVariant, newShopper, nextSecond, storeApi } from '../support/e2e-store';
import { addToCart, expect, signIn, test } from './fixtures';

/**
 * Issue 7: a signed-in customer's group price list shows on the product page (whose
 * cached copy carries guest prices) and in the cart, and follows changes to the group's
 * records; guests keep the catalog price.
 */
test("a signed-in customer sees their customer group's price on the product page and in the cart", async ({ page, browser }) => {
  const { variantId } = await inStockVariant('Stoneware Coffee Mug');
  const shopper = await newShopper('group-price');
  const group = await storeApi<{ id: number }>('POST', '/v2/customer_groups', { name: `E2E wholesale ${Date.now()}` });
  const list = await storeApi<{ data: { id: number } }>('POST', '/v3/pricelists', { name: `E2E group prices ${Date.now()}`, active: true });
  await storeApi('PUT', `/v3/pricelists/${list.data.id}/records`, [{ variant_id: variantId, currency: 'USD', price: 5.55 }]);
  await storeApi('POST', '/v3/pricelists/assignments', [{ price_list_id: list.data.id, customer_group_id: group.id }]);
  await storeApi('PUT', '/v3/customers', [{ id: shopper.id, customer_group_id: group.id }]);

  try {
    const guest = await browser.newPage({ baseURL: e2eEnv().storefrontUrl });
    await guest.goto('/products/stoneware-coffee-mug');
    await expect(guest.getByTestId('product-price').filter({ visible: true })).not.toContainText('$5.55');
    await guest.close();

    await signIn(page, shopper);
    await page.goto('/products/stoneware-coffee-mug');
    await expect(page.getByTestId('product-price').filter({ visible: true })).toContainText('$5.55');
    await addToCart(page, '/products/stoneware-coffee-mug', {}, 2);
    await page.goto('/cart');
    // The mug's line is priced for the customer's group.
    const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Stoneware Coffee Mug' }) });
    await expect(line).toContainText('$5.55 each');

    // New records for the group reach the product page and the cart through the product webhook.
    await nextSecond();
    await storeApi('PUT', `/v3/pricelists/${list.data.id}/records`, [{ variant_id: variantId, currency: 'USD', price: 4.44 }]);
    // Each load is given time to hydrate: the shopper's price replaces the cached page's
    // guest price in the browser, so reading the text right after the load can be too early.
    await expect(async () => {
      await page.goto('/products/stoneware-coffee-mug');
      await expect(page.getByTestId('product-price').filter({ visible: true })).toContainText('$4.44', { timeout: 3_000 });
    }).toPass({ timeout: 20_000 });
    await page.goto('/cart');
    await expect(line).toContainText('$4.44 each');
  } finally {
    await storeApi('DELETE', `/v3/pricelists/${list.data.id}`);
    await storeApi('DELETE', `/v2/customer_groups/${group.id}`);
  }
});
