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
  async api<T = Data>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
    const res = await this.store.api<T>(method, path, {
      body,
      headers: { 'x-auth-client': this.store.primaryAccount.clientId, ...headers },
    });
    if (res.status >= 300) throw new Error(`fixture ${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res.body;
  }

  /** `data` of a v3 answer. */
  async data<T = Data>(method: string, path: string, body?: unknown): Promise<T> {
    return (await this.api<{ data: T }>(method, path, body)).data;
  }

  /** A demo product with option variants, and one of its variants. */
  productWithVariants(): Promise<{ productId: number; variantId: number; optionId: number; optionValueId: number }> {
    return this.once('productWithVariants', async () => {
      const products = await this.data<Data[]>('GET', '/v3/catalog/products?include=variants,options&limit=250');
      const product = products.find((p) => p.variants.length > 1 && p.options.length > 0)!;
      const option = product.options[0];
      return { productId: product.id, variantId: product.variants[0].id, optionId: option.id, optionValueId: option.option_values[0].id };
    });
  }

  /** A demo product without options: its base variant carries its SKU. */
  simpleProduct(): Promise<{ productId: number; variantId: number }> {
    return this.once('simpleProduct', async () => {
      const products = await this.data<Data[]>('GET', '/v3/catalog/products?include=variants&limit=250');
      const product = products.find((p) => p.variants.length === 1 && p.inventory_tracking !== 'variant')!;
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
    return this.once('category', async () => (await this.data<Data[]>('GET', '/v3/catalog/categories?limit=1'))[0]!.id);
  }

  brand(): Promise<number> {
    return this.once('brand', async () => (await this.data<Data[]>('GET', '/v3/catalog/brands?limit=1'))[0]!.id);
  }

  customer(): Promise<number> {
    return this.once('customer', async () => (await this.data<Data[]>('GET', '/v3/customers?email:in=alex.shopper@example.com'))[0]!.id);
  }

  /** A customer made for the run, which a plan may change or delete. */
  async newCustomer(): Promise<number> {
    const email = `${this.unique('conformance').replace(' ', '-')}@example.com`;
    return (await this.data<Data[]>('POST', '/v3/customers', [{ email, first_name: 'Casey', last_name: 'Conformance' }]))[0]!.id;
  }

  /** An order placed through `POST /v2/orders` for a demo product (paid by the merchant's own method). */
  async newOrder(): Promise<number> {
    const { productId } = await this.simpleProduct();
    const order = await this.api<Data>('POST', '/v2/orders', {
      products: [{ product_id: productId, quantity: 1 }],
      billing_address: BILLING_ADDRESS,
      customer_id: await this.customer(),
    });
    return order.id;
  }

  order(): Promise<number> {
    return this.once('order', () => this.newOrder());
  }

  channel(): Promise<number> {
    return Promise.resolve(1);
  }
}

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
