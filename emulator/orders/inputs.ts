import { z } from 'zod';
import { ApiError, supportedOnly } from '../http';
import { findCountryByCode, findCountryByName } from '../geography';
import { moneyInput } from '../core';
import { type OrderAddress } from './repository';
import { type OrderStatusId, isOrderStatusId } from './statuses';

/** Request bodies of the v2 orders interface, as far as the local store supports them. */

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);
const required = (max: number) => text(max).min(1, 'is required');

const statusId = z
  .number()
  .int()
  .refine(
    (id): id is OrderStatusId => isOrderStatusId(id),
    'must be an order status id from 0 to 14 (see /v2/order_statuses)',
  );

const addressFields = {
  first_name: text(255),
  last_name: text(255),
  company: text(255),
  street_1: text(255),
  street_2: text(255),
  city: text(100),
  state: text(100),
  zip: text(20),
  country: text(100),
  country_iso2: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'must be a two-letter country code'),
  phone: text(50),
  email: z.email('must be an e-mail address'),
};

/** Fills `country` from `country_iso2` or the other way round, when the store knows the country. */
function completeCountry<T extends { country?: string; country_iso2?: string }>(address: T): T {
  const byCode = address.country_iso2 ? findCountryByCode(address.country_iso2) : null;
  const byName = address.country ? findCountryByName(address.country) : null;
  return {
    ...address,
    country: address.country || byCode?.name || '',
    country_iso2: (address.country_iso2 || byName?.iso2 || '').toUpperCase(),
  };
}

const hasCountry = (a: { country?: string; country_iso2?: string }) =>
  Boolean(a.country || a.country_iso2);
const COUNTRY_MISSING = {
  message: 'is required (send country or country_iso2)',
  path: ['country'],
};

const EMPTY_ADDRESS: OrderAddress = {
  first_name: '',
  last_name: '',
  company: '',
  street_1: '',
  street_2: '',
  city: '',
  state: '',
  zip: '',
  country: '',
  country_iso2: '',
  phone: '',
  email: '',
};

const toAddress = (input: Partial<OrderAddress>): OrderAddress =>
  completeCountry({ ...EMPTY_ADDRESS, ...input });

/** What an order's billing and shipping addresses both need; the country by name or code. */
const orderAddressFields = {
  first_name: required(255),
  last_name: required(255),
  street_1: required(255),
  city: required(100),
  zip: required(20),
  country: addressFields.country.optional(),
  country_iso2: addressFields.country_iso2.optional(),
  company: addressFields.company.optional(),
  street_2: addressFields.street_2.optional(),
  state: addressFields.state.optional(),
  phone: addressFields.phone.optional(),
};

export const billingAddressInput = supportedOnly({
  ...orderAddressFields,
  email: addressFields.email,
})
  .refine(hasCountry, COUNTRY_MISSING)
  .transform(toAddress);

const shippingAddressInput = supportedOnly({
  ...orderAddressFields,
  email: addressFields.email.optional(),
  shipping_method: text(250).optional(),
}).refine(hasCountry, COUNTRY_MISSING);

const quantity = z.number().int().min(1, 'must be at least 1').max(1000, 'must be at most 1000');
/** A line's own price (the merchant's); without it a catalog product is priced from the catalog. */
const linePrices = { price_ex_tax: moneyInput.optional(), price_inc_tax: moneyInput.optional() };

const productOptions = z.array(
  z.object({
    id: z.number().int().min(1),
    value: z
      .union([
        z.number(),
        z
          .string()
          .regex(/^\d+$/, 'must be an option value id; this store has no modifiers that take text'),
      ])
      .transform(Number),
  }),
);

/**
 * A catalog product (a variant, or the option values that pick one), or a custom product
 * of the merchant's (a name and a price, no stock). A line without a quantity is one unit,
 * as the reference's own examples send some.
 */
const catalogProductInput = supportedOnly({
  product_id: z.number().int().min(1),
  quantity: quantity.default(1),
  variant_id: z.number().int().min(1).optional(),
  product_options: productOptions.optional(),
  ...linePrices,
});
const customProductInput = supportedOnly({
  name: required(250),
  name_customer: text(250).optional(),
  name_merchant: text(250).optional(),
  quantity: quantity.default(1),
  price_ex_tax: moneyInput,
  price_inc_tax: moneyInput,
  sku: text(255).optional(),
  upc: text(14).optional(),
});
const orderProductInput = z.union([catalogProductInput, customProductInput], {
  error:
    'a product needs product_id (a catalog product) or name, price_ex_tax and price_inc_tax (a custom product)',
});
export type OrderProductBody = z.output<typeof orderProductInput>;

/**
 * An order fee. The reference's own examples also spell the tax-exclusive cost
 * `cost_exc_tax` and give a fee's tax as `cost_tax`, so those are taken too.
 */
const feeInput = supportedOnly({
  id: z.number().int().min(1).optional(),
  type: z.literal('custom_fee').default('custom_fee'),
  display_name_customer: text(255).optional(),
  display_name_merchant: text(255).optional(),
  source: text(255).optional(),
  cost_ex_tax: moneyInput.optional(),
  cost_exc_tax: moneyInput.optional(),
  cost_inc_tax: moneyInput.optional(),
  cost_tax: moneyInput.optional(),
  tax_class_id: z.number().int().min(0).nullable().optional(),
}).transform(({ cost_exc_tax, ...fee }) => {
  const exTax =
    fee.cost_ex_tax ??
    cost_exc_tax ??
    (fee.cost_inc_tax !== undefined && fee.cost_tax !== undefined
      ? fee.cost_inc_tax - fee.cost_tax
      : (fee.cost_inc_tax ?? 0));
  const incTax = fee.cost_inc_tax ?? exTax + (fee.cost_tax ?? 0);
  return { ...fee, cost_ex_tax: exTax, cost_inc_tax: incTax };
});
export type FeeBody = z.output<typeof feeInput>;

export const createOrderBody = supportedOnly({
  products: z
    .array(orderProductInput)
    .min(1, 'send at least one product')
    .max(100, 'at most 100 products per order'),
  billing_address: billingAddressInput,
  shipping_addresses: z
    .array(shippingAddressInput)
    .max(1, 'the local store service ships an order to one address')
    .optional(),
  customer_id: z.number().int().min(0).optional(),
  status_id: statusId.optional(),
  channel_id: z.number().int().min(1).optional(),
  customer_message: text(65535).optional(),
  staff_notes: text(65535).optional(),
  payment_method: text(100).optional(),
  base_shipping_cost: moneyInput.optional(),
  shipping_cost_ex_tax: moneyInput.optional(),
  shipping_cost_inc_tax: moneyInput.optional(),
  ip_address: text(30).optional(),
  customer_locale: text(10).optional(),
  fees: z.array(feeInput).max(50).optional(),
});
export type CreateOrderBody = z.output<typeof createOrderBody>;

/** A shipping address as sent: its fields completed into the stored shape. */
export const shippingAddressOf = (input: z.output<typeof shippingAddressInput>): OrderAddress => {
  const { shipping_method: _method, ...fields } = input;
  return toAddress(fields);
};

const partialAddress = supportedOnly({
  first_name: addressFields.first_name.optional(),
  last_name: addressFields.last_name.optional(),
  company: addressFields.company.optional(),
  street_1: addressFields.street_1.optional(),
  street_2: addressFields.street_2.optional(),
  city: addressFields.city.optional(),
  state: addressFields.state.optional(),
  zip: addressFields.zip.optional(),
  country: addressFields.country.optional(),
  country_iso2: addressFields.country_iso2.optional(),
  phone: addressFields.phone.optional(),
  email: addressFields.email.optional(),
});
export type AddressChange = z.output<typeof partialAddress>;

/** Merges a partial address into a stored one; a new country name or code brings its counterpart along. */
export function mergeAddress(current: OrderAddress, change: AddressChange): OrderAddress {
  const countryChanged = change.country !== undefined || change.country_iso2 !== undefined;
  const merged = { ...current, ...change };
  if (countryChanged && change.country === undefined) merged.country = '';
  if (countryChanged && change.country_iso2 === undefined) merged.country_iso2 = '';
  return completeCountry(merged);
}

/** `PUT /v2/orders/{id}/shipping_addresses/{id}`: its fields and shipping method name. */
export const shippingAddressChange = partialAddress.extend({
  shipping_method: text(250).optional(),
});

export const updateOrderBody = supportedOnly({
  status_id: statusId.optional(),
  customer_id: z.number().int().min(0).optional(),
  customer_message: text(65535).optional(),
  staff_notes: text(65535).optional(),
  billing_address: partialAddress.optional(),
  shipping_addresses: z
    .array(
      partialAddress.extend({
        id: z.number().int().optional(),
        shipping_method: text(250).optional(),
      }),
    )
    .max(1, 'the local store service ships an order to one address')
    .optional(),
  payment_method: text(100).optional(),
  payment_provider_id: z.union([text(100), z.number().transform(String)]).optional(),
  customer_locale: text(10).optional(),
  /** Fees given replace the order's: with an id one is changed, without one added, a missing one removed. */
  fees: z.array(feeInput).max(50).optional(),
  /**
   * Lines: with `id` an order line changes (quantity 0 removes it); without, a catalog or
   * custom product is added.
   */
  products: z
    .array(
      z.union([
        supportedOnly({
          id: z.number().int().min(1),
          product_id: z.number().int().optional(),
          quantity: z.number().int().min(0).max(1000),
          product_options: productOptions.optional(),
          ...linePrices,
        }),
        orderProductInput,
      ]),
    )
    .max(100)
    .optional(),
});
export type UpdateOrderBody = z.output<typeof updateOrderBody>;

/**
 * Parses a body like `parseInput`, but names each field the service does not take
 * (`errors: { "fees": "... remove it" }`) rather than reporting them as one blob.
 */
export function parseOrderInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  what: string,
): z.output<S> {
  if (value === undefined || value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new ApiError(400, `${what}: the request body must be a JSON object.`);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.map(String);
    const keys =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...path, key].join('.'))
        : [path.join('.') || '_'];
    for (const key of keys) errors[key] ??= issue.message;
  }
  const fields = Object.keys(errors).join(', ');
  throw new ApiError(
    422,
    `${what} is invalid: check ${fields}. Each field's problem is listed in the details.`,
    errors,
  );
}
