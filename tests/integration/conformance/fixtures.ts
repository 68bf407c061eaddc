import { AUTHORIZE_ONLY_TEST_CARD } from '@/emulator/orders/payments';
import { postForm, validForm } from '../../support/orders';
import { type TestStore } from '../../support/store-service';

type Data = Record<string, any>;

/**
 * Records of the demo store the conformance plans call operations on, found or made
 * through the management API (as a client would) the first time a plan asks for them.
 */
export class Fixtures {
  private readonly made = new Map<string, Promise<unknown>>();
  private counter = 0;

  constructor(readonly store: TestStore) {}

  /** `make()` once per key; later asks get the same value. */
  once<T>(key: string, make: () => Promise<T>): Promise<T> {
    if (!this.made.has(key)) this.made.set(key, make());
    return this.made.get(key) as Promise<T>;
  }

  /** A name no other call of the run uses. */
  unique(prefix: string): string {
    return `${prefix} ${++this.counter}`;
  }

  /** A management call that must succeed (the fixture is the plan's premise); answers the body. */
  async api<T = Data>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<T> {
    const res = await this.store.api<T>(method, path, {
      body,
      headers: { 'x-auth-client': this.store.primaryAccount.clientId, ...headers },
    });
    if (res.status >= 300)
      throw new Error(
        `fixture ${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`,
      );
    return res.body;
  }

  /** `data` of a v3 answer. */
  async data<T = Data>(method: string, path: string, body?: unknown): Promise<T> {
    return (await this.api<{ data: T }>(method, path, body)).data;
  }

  /** A demo product with option variants, and one of its variants. */
  productWithVariants(): Promise<{
    productId: number;
    variantId: number;
    optionId: number;
    optionValueId: number;
  }> {
    return this.once('productWithVariants', async () => {
      const products = await this.data<Data[]>(
        'GET',
        '/v3/catalog/products?include=variants,options&limit=250',
      );
      const product = products.find((p) => p.variants.length > 1 && p.options.length > 0)!;
      const option = product.options[0];
      return {
        productId: product.id,
        variantId: product.variants[0].id,
        optionId: option.id,
        optionValueId: option.option_values[0].id,
      };
    });
  }

  /** A demo product without options: its base variant carries its SKU. */
  simpleProduct(): Promise<{ productId: number; variantId: number }> {
    return this.once('simpleProduct', async () => {
      const products = await this.data<Data[]>(
        'GET',
        '/v3/catalog/products?include=variants&limit=250',
      );
      const product = products.find(
        (p) => p.variants.length === 1 && p.inventory_tracking !== 'variant',
      )!;
      return { productId: product.id, variantId: product.variants[0].id };
    });
  }

  /** A product made for the run, which a plan may change or delete. */
  async newProduct(extra: Data = {}): Promise<number> {
    const product = await this.data('POST', '/v3/catalog/products', {
      name: this.unique('Conformance product'),
      type: 'physical',
      weight: 1,
      price: 12.5,
      ...extra,
    });
    return product.id;
  }

  category(): Promise<number> {
    return this.once(
      'category',
      async () => (await this.data<Data[]>('GET', '/v3/catalog/categories?limit=1'))[0]!.id,
    );
  }

  brand(): Promise<number> {
    return this.once(
      'brand',
      async () => (await this.data<Data[]>('GET', '/v3/catalog/brands?limit=1'))[0]!.id,
    );
  }

  customer(): Promise<number> {
    return this.once(
      'customer',
      async () =>
        (await this.data<Data[]>('GET', '/v3/customers?email:in=alex.shopper@example.com'))[0]!.id,
    );
  }

  /** A customer made for the run, which a plan may change or delete. */
  async newCustomer(): Promise<number> {
    const email = `${this.unique('conformance').replace(' ', '-')}@example.com`;
    return (
      await this.data<Data[]>('POST', '/v3/customers', [
        { email, first_name: 'Casey', last_name: 'Conformance' },
      ])
    )[0]!.id;
  }

  /**
   * A product made for the run that does not track inventory, so the many orders of the
   * run never sell it out.
   */
  orderableProduct(): Promise<number> {
    return this.once('orderableProduct', () => this.newProduct({ inventory_tracking: 'none' }));
  }

  /** An order placed through `POST /v2/orders` for a product (paid by the merchant's own method). */
  async newOrder(): Promise<number> {
    const productId = await this.orderableProduct();
    const order = await this.api<Data>('POST', '/v2/orders', {
      products: [{ product_id: productId, quantity: 1 }],
      billing_address: BILLING_ADDRESS,
      customer_id: await this.customer(),
    });
    return order.id;
  }

  /**
   * A cart made through the management API, for a product that never sells out; its id
   * and its line's.
   */
  async newCart(quantity = 2, customerId = 0): Promise<{ cartId: string; lineId: string }> {
    const cart = await this.data<Data>('POST', '/v3/carts', {
      customer_id: customerId,
      line_items: [{ product_id: await this.orderableProduct(), quantity }],
    });
    return { cartId: cart.id, lineId: cart.line_items.physical_items[0].id };
  }

  /**
   * An order placed as a shopper places it: a cart made through the management API, paid
   * at its hosted checkout (`redirect_urls`) by card; with `authorizeOnly`, by the
   * authorize-only test card, so its payment waits for a capture or void; with
   * `asCustomer`, the demo customer's (a guest otherwise).
   */
  async checkoutOrder(
    options: {
      authorizeOnly?: boolean;
      shipping?: 'standard' | 'express';
      asCustomer?: boolean;
    } = {},
  ): Promise<number> {
    const { cartId } = await this.newCart(2, options.asCustomer ? await this.customer() : 0);
    const urls = await this.data<{ checkout_url: string }>(
      'POST',
      `/v3/carts/${cartId}/redirect_urls`,
    );
    const form = {
      shipping_method: options.shipping ?? 'standard',
      ...(options.authorizeOnly ? { card_number: AUTHORIZE_ONLY_TEST_CARD } : {}),
    };
    const paid = await postForm(urls.checkout_url, validForm(form));
    if (paid.status !== 303)
      throw new Error(`the hosted checkout answered ${paid.status}: ${paid.text.slice(0, 300)}`);
    const checkout = await this.data<{ order_id: string }>('GET', `/v3/checkouts/${cartId}`);
    return Number(checkout.order_id);
  }

  /**
   * A checkout of a new cart filled in through the checkouts API up to its order: billing
   * address, one consignment with the standard shipping option, the demo coupon
   * WELCOME10 and a comment. `placeOrder` false stops before the order.
   */
  async filledCheckout(placeOrder = false): Promise<{
    checkoutId: string;
    lineId: string;
    consignmentId: string;
    orderId: number | null;
  }> {
    const { cartId, lineId } = await this.newCart();
    await this.api('POST', `/v3/checkouts/${cartId}/billing-address`, CHECKOUT_ADDRESS);
    const withConsignment = await this.data<Data>('POST', `/v3/checkouts/${cartId}/consignments`, [
      { address: CHECKOUT_ADDRESS, line_items: [{ item_id: lineId, quantity: 2 }] },
    ]);
    const consignmentId = withConsignment.consignments[0].id;
    await this.api('PUT', `/v3/checkouts/${cartId}/consignments/${consignmentId}`, {
      shipping_option_id: 'standard',
    });
    await this.api('POST', `/v3/checkouts/${cartId}/coupons`, { coupon_code: 'WELCOME10' });
    await this.api('PUT', `/v3/checkouts/${cartId}`, {
      customer_message: 'Please leave it at the door.',
    });
    const orderId = placeOrder
      ? (await this.data<{ id: number }>('POST', `/v3/checkouts/${cartId}/orders`)).id
      : null;
    return { checkoutId: cartId, lineId, consignmentId, orderId };
  }

  /** An order made through the checkouts API, with a coupon and a customer message. */
  checkoutApiOrder(): Promise<number> {
    return this.once('checkoutApiOrder', async () => (await this.filledCheckout(true)).orderId!);
  }

  /**
   * The recovery token of a cart made through the management API and left alone until the
   * store abandons it, as the `store/cart/abandoned` event gives it to the merchant's app
   * (read from the store's event log). Needs a store that abandons carts quickly.
   */
  async abandonedCartToken(): Promise<string> {
    const { cartId } = await this.newCart();
    for (let tries = 0; tries < 100; tries++) {
      const event = this.store.ctx.events
        .recent(50)
        .find(
          (e) => e.scope === 'store/cart/abandoned' && (e.data as { id?: string }).id === cartId,
        );
      if (event) return String(event.data.token);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(
      `cart ${cartId} was not abandoned within 2 s: does the file's store abandon carts quickly (STORE_OPTIONS)?`,
    );
  }

  order(): Promise<number> {
    return this.once('order', () => this.newOrder());
  }

  channel(): Promise<number> {
    return Promise.resolve(1);
  }
}

/** An address as the checkouts interface writes it. */
export const CHECKOUT_ADDRESS = {
  first_name: 'Casey',
  last_name: 'Conformance',
  email: 'casey.conformance@example.com',
  address1: '1 Test Street',
  city: 'Austin',
  state_or_province: 'Texas',
  state_or_province_code: 'TX',
  country_code: 'US',
  postal_code: '78701',
};

export const BILLING_ADDRESS = {
  first_name: 'Casey',
  last_name: 'Conformance',
  street_1: '1 Test Street',
  city: 'Austin',
  state: 'Texas',
  zip: '78701',
  country: 'United States',
  country_iso2: 'US',
  email: 'casey.conformance@example.com',
};
