import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCart } from '@/emulator/carts/service';
import { createCheckoutSession } from '@/emulator/carts';
import { graphqlAs, mintToken } from '../support/graphql';
import {
  type CatalogVariant,
  getPage,
  giveSite,
  inStockVariant,
  outbox,
  postForm,
  validForm,
} from '../support/orders';
import { startTestStore, type TestStore } from '../support/store-service';

/** The hosted checkout and the store's e-mails speak the cart's or the shopper's language. */

const SHOP = 'https://shop.example.com';
let store: TestStore;
let mug: CatalogVariant;
beforeAll(async () => {
  store = await startTestStore();
  mug = await inStockVariant(store, 1, 10);
  await giveSite(store, 1, `${SHOP}/`, {
    account_order_status: '/{lang}/account/orders/{id}',
    forgot_password: '/{lang}/login/forgot',
    home: '/',
  });
});
afterAll(() => store.close());

function checkoutIn(locale: string | undefined) {
  const actor = { channelId: 1, customerId: null };
  const cart = createCart(store.ctx, actor, [{ productId: 1, variantId: mug.id, quantity: 1 }], {
    ...(locale ? { locale } : {}),
  });
  return createCheckoutSession(store.ctx, { cartId: cart.id, ...actor });
}

describe('the hosted checkout', () => {
  it('opens in the language of a French cart, with its lang attribute', async () => {
    const page = await getPage(checkoutIn('fr').redirectedCheckoutUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<html lang="fr">');
    expect(page.text).toContain('<h1>Paiement</h1>');
    expect(page.text).toContain('Adresse de livraison');
    expect(page.text).toContain('Récapitulatif de la commande');
    expect(page.text).toContain('Passer la commande');
    expect(page.text).not.toContain('Shipping address');
  });

  it('opens in German for a de-DE cart, and in English for a cart in a language it does not write', async () => {
    const german = await getPage(checkoutIn('de-DE').redirectedCheckoutUrl);
    expect(german.text).toContain('<html lang="de">');
    expect(german.text).toContain('Lieferadresse');
    const other = await getPage(checkoutIn('ja').redirectedCheckoutUrl);
    expect(other.text).toContain('<html lang="en">');
    expect(other.text).toContain('Shipping address');
  });

  it('stays English for a cart with no language (the default)', async () => {
    const page = await getPage(checkoutIn(undefined).redirectedCheckoutUrl);
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toContain('<h1>Checkout</h1>');
  });

  it('places a French order whose confirmation e-mail is French and links to the French order page', async () => {
    const email = 'acheteuse@example.com';
    const res = await postForm(
      checkoutIn('fr').redirectedCheckoutUrl,
      validForm({ email, first_name: 'Camille' }),
    );
    expect(res.status).toBe(303);
    const orderId = Number(/orders\/(\d+)$/.exec(res.headers.get('location') ?? '')?.[1]);
    expect(res.headers.get('location')).toBe(`${SHOP}/fr/account/orders/${orderId}`);
    expect((await store.api('GET', `/v2/orders/${orderId}`)).body.customer_locale).toBe('fr');
    const [mail] = await outbox(store, email, 'order_confirmation');
    expect(mail!.subject).toBe(`Votre commande n° ${orderId} chez ${store.ctx.store.name}`);
    expect(mail!.body).toContain('Bonjour Camille,');
    expect(mail!.body).toContain('Suivre l’état de votre commande');
    expect(mail!.links.order_status).toBe(`${SHOP}/fr/account/orders/${orderId}`);
  });
});

describe('the password reset e-mail', () => {
  it('is written in the language the shopper asked in, with that language in its link', async () => {
    const customer = await store.api('POST', '/v3/customers', {
      body: [{ email: 'kunde@example.com', first_name: 'Jonas', last_name: 'Weber' }],
    });
    expect(customer.status).toBe(200);
    const gql = graphqlAs(store, await mintToken(store, 'storefront'));
    const res = await gql(
      'mutation R($input: RequestResetPasswordInput!) { customer { requestResetPassword(input: $input) { errors { __typename } } } }',
      { input: { email: 'kunde@example.com' } },
      { headers: { 'accept-language': 'de-DE,de;q=0.9' } },
    );
    expect(res.body.errors).toBeUndefined();
    const [mail] = await outbox(store, 'kunde@example.com', 'password_reset');
    expect(mail!.subject).toBe(`Passwort zurücksetzen bei ${store.ctx.store.name}`);
    expect(mail!.body).toContain('Hallo Jonas,');
    expect(mail!.links.reset_password).toMatch(new RegExp(`^${SHOP}/de/login/forgot\\?`));
  });
});
