import { z } from 'zod';
import { findCountryByCode } from '../../geography';
import { csvList, supportedOnly } from '../../http';
import { moneyInput } from '../../core';
import { type OrderAddress } from '../../orders';
import { type Destination } from '../../shipping';

/** Request bodies and queries of the v3 checkouts interface, as far as the local store takes them. */

const text = (max: number) => z.string().trim().max(max, `must be at most ${max} characters`);

/** The optimistic-concurrency version a change may name (409 when the checkout moved on). */
const version = z.number().int().min(0).optional();

const addressFields = {
  first_name: text(255).optional(),
  last_name: text(255).optional(),
  email: z.email('must be an e-mail address'),
  company: text(255).optional(),
  address1: text(255).optional(),
  address2: text(255).optional(),
  city: text(100).optional(),
  state_or_province: text(100).optional(),
  state_or_province_code: text(10).optional(),
  country_code: z
    .string()
    .trim()
    .refine(
      (code) => findCountryByCode(code) !== null,
      'must be a country code the store knows, e.g. US (see /v2/countries)',
    )
    .transform((code) => code.toUpperCase()),
  postal_code: text(20).optional(),
  phone: text(50).optional(),
  custom_fields: z
    .array(
      z.object({
        field_id: z.string().min(1),
        field_value: z.union([z.string(), z.number()]).transform(String).optional(),
      }),
    )
    .max(50)
    .optional(),
};

export const billingAddressBody = supportedOnly({ ...addressFields, version });

/** A consignment's address as the storefront GraphQL endpoint takes it: the e-mail is optional. */
export const consignmentAddressBody = z.object({
  ...addressFields,
  email: addressFields.email.optional(),
});
export type CheckoutAddress = Omit<z.output<typeof billingAddressBody>, 'version'>;

/**
 * A consignment's address: the storefront GraphQL endpoint takes one with no e-mail (and,
 * for a shipping estimate, with little more than a country), so the e-mail is optional.
 */
export type ConsignmentAddress = Omit<CheckoutAddress, 'email'> & { email?: string };

/** Where a checkout address ships to, as shipping zones match it. */
export const destinationOf = (address: ConsignmentAddress): Destination => ({
  countryCode: address.country_code,
  state: address.state_or_province_code || address.state_or_province,
  postalCode: address.postal_code,
});

/** A checkout address as an order keeps it. */
export function orderAddressOf(address: ConsignmentAddress): OrderAddress {
  return {
    first_name: address.first_name ?? '',
    last_name: address.last_name ?? '',
    company: address.company ?? '',
    street_1: address.address1 ?? '',
    street_2: address.address2 ?? '',
    city: address.city ?? '',
    state: address.state_or_province ?? address.state_or_province_code ?? '',
    zip: address.postal_code ?? '',
    country: findCountryByCode(address.country_code)?.name ?? '',
    country_iso2: address.country_code,
    phone: address.phone ?? '',
    email: address.email ?? '',
  };
}

const consignmentLines = z
  .array(z.object({ item_id: z.string().min(1), quantity: z.number().int().min(1) }))
  .min(1, 'name at least one line of the cart')
  .max(100);
const pickupOption = z.object({ pickup_method_id: z.number().int() });

export const createConsignmentsBody = z
  .array(
    supportedOnly({
      // A new consignment's address needs the fields a shipping quote needs. A pickup
      // consignment has none (and is refused: this store has no pickup methods).
      address: supportedOnly({
        ...addressFields,
        state_or_province: text(100).min(1, 'is required'),
        postal_code: text(20).min(1, 'is required'),
      }).optional(),
      line_items: consignmentLines,
      pickup_option: pickupOption.optional(),
      version,
    }),
  )
  .min(1, 'send at least one consignment')
  .max(10);

export const updateConsignmentBody = supportedOnly({
  address: supportedOnly(addressFields).optional(),
  line_items: consignmentLines.optional(),
  shipping_option_id: z.string().min(1).optional(),
  pickup_option: pickupOption.optional(),
  custom_shipping: z.object({ price: moneyInput, description: text(250).optional() }).optional(),
  version,
});
/** A change of a consignment; its address may come without an e-mail (storefront GraphQL). */
export type ConsignmentChange = Omit<z.output<typeof updateConsignmentBody>, 'address'> & {
  address?: ConsignmentAddress;
};

export const versionBody = z.union([z.undefined(), z.null(), supportedOnly({ version })]);

export const checkoutBody = supportedOnly({ customer_message: text(2000), version });

export const couponBody = supportedOnly({
  coupon_code: z.string().trim().min(1, 'is required').max(50),
  version,
});

// The file puts version inside cart; its own example puts it beside cart: either is taken.
export const discountsBody = supportedOnly({
  cart: supportedOnly({
    discounts: z
      .array(z.object({ discounted_amount: moneyInput, name: text(255).optional() }))
      .max(10)
      .optional(),
    line_items: z
      .array(z.object({ id: z.string().min(1), discounted_amount: moneyInput }))
      .max(100)
      .optional(),
    version,
  }),
  version,
});

const fee = {
  type: z.literal('custom_fee', { error: 'must be custom_fee' }),
  name: z.string().trim().min(1, 'is required').max(50),
  display_name: z.string().trim().min(1, 'is required').max(200),
  cost: moneyInput,
  source: z.string().trim().min(1, 'is required').max(50),
  tax_class_id: z.number().int().min(0).nullable().optional(),
};
export const addFeesBody = supportedOnly({
  fees: z.array(supportedOnly(fee)).min(1, 'send at least one fee').max(20),
});
export const updateFeesBody = supportedOnly({
  fees: z
    .array(supportedOnly({ ...fee, id: z.string().min(1) }))
    .min(1, 'send at least one fee')
    .max(20),
});
export const deleteFeesBody = supportedOnly({
  ids: z.array(z.string().min(1)).min(1, 'name at least one fee').max(20),
});

export const tokenBody = z.union([
  z.undefined(),
  z.null(),
  supportedOnly({
    maxUses: z
      .number()
      .int()
      .min(1, 'must be at least 1')
      .max(100, 'must be at most 100')
      .default(1),
    ttl: z
      .number()
      .int()
      .min(1, 'must be at least 1 second')
      .max(86_400 * 30, 'must be at most 30 days, in seconds')
      .default(86_400),
  }),
]);

const INCLUDES = [
  'cart.line_items.physical_items.options',
  'cart.line_items.digital_items.options',
  'consignments.available_shipping_options',
  'promotions.banners',
] as const;
export const checkoutQuery = z.object({
  include: csvList(z.enum(INCLUDES, { error: `must be among ${INCLUDES.join(', ')}` })).default([]),
});
export type CheckoutQuery = z.output<typeof checkoutQuery>;
