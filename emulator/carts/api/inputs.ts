import { z } from 'zod';
import { csvList, supportedOnly } from '../../http';
import { moneyInput } from '../../core';
import { type ExtraItemInput, type LineItemInput } from '../service';

/** Request bodies and queries of the v3 carts interface, as far as the local store takes them. */

const NO_MODIFIERS =
  'must be an option value id: this store has no modifiers (text, date, checkbox or file options)';

/** An option choice: a variant option and one of its values (ids). */
const optionSelection = z.object({
  option_id: z.number().int().min(1),
  option_value: z.union([z.number().int().min(1), z.string().regex(/^\d+$/).transform(Number)], {
    error: NO_MODIFIERS,
  }),
  // Names the shopper saw; the ids decide.
  name: z.string().optional(),
  value: z.union([z.string(), z.number()]).optional(),
  nameId: z.number().int().optional(),
  valueId: z.number().int().optional(),
});

const quantity = z
  .number()
  .int('must be a whole number')
  .min(1, 'must be at least 1')
  .max(1000, 'must be at most 1000');

/** A catalog line: a product and its variant (or the option values that pick it), with the merchant's price or name if given. */
const lineItem = supportedOnly({
  product_id: z.number().int().min(1),
  variant_id: z.number().int().min(1).optional(),
  quantity,
  list_price: moneyInput.optional(),
  name: z.string().trim().min(1).max(250).optional(),
  option_selections: z.array(optionSelection).max(50).optional(),
});

const customItem = supportedOnly({
  sku: z.string().trim().max(255).default(''),
  name: z.string().trim().min(1, 'is required').max(250),
  quantity,
  list_price: moneyInput,
  image_url: z.url('must be an absolute URL').optional(),
});

const contact = z.object({
  name: z.string().trim().min(1, 'is required').max(255),
  email: z.email('must be an e-mail address'),
});
export const giftCertificateBody = supportedOnly({
  name: z.string().trim().min(1, 'is required').max(255),
  theme: z.enum(['Birthday', 'Boy', 'Celebration', 'Christmas', 'General', 'Girl']),
  amount: z.number().min(1, 'must be from 1 to 1000').max(1000, 'must be from 1 to 1000'),
  quantity,
  sender: contact,
  recipient: contact,
  message: z.string().max(200, 'must be at most 200 characters').optional(),
});

/** A line as the cart service takes it. */
export const lineInput = (line: z.output<typeof lineItem>): LineItemInput => ({
  productId: line.product_id,
  variantId: line.variant_id,
  quantity: line.quantity,
  selectedOptions: line.option_selections?.map((o) => ({
    optionId: o.option_id,
    valueId: o.option_value,
  })),
  listPriceCents: line.list_price,
  name: line.name,
});

export const customItemInput = (item: z.output<typeof customItem>): ExtraItemInput => ({
  kind: 'custom',
  name: item.name,
  sku: item.sku,
  quantity: item.quantity,
  unitCents: item.list_price,
  details: item.image_url ? { image_url: item.image_url } : {},
});

export const giftCertificateInput = (
  item: z.output<typeof giftCertificateBody>,
): ExtraItemInput => ({
  kind: 'gift_certificate',
  name: item.name,
  sku: '',
  quantity: item.quantity,
  unitCents: Math.round(item.amount * 100),
  details: {
    theme: item.theme,
    sender: item.sender,
    recipient: item.recipient,
    ...(item.message ? { message: item.message } : {}),
  },
});

/** The optimistic-concurrency version a change may name (409 when the cart moved on). */
const version = z.number().int().min(0).optional();

const contents = {
  line_items: z.array(lineItem).max(100, 'at most 100 lines at once').default([]),
  custom_items: z.array(customItem).max(100).default([]),
  gift_certificates: z.array(giftCertificateBody).max(100).default([]),
};

export const createCartBody = supportedOnly({
  customer_id: z.number().int().min(0).default(0),
  channel_id: z.number().int().min(1).default(1),
  currency: z
    .object({ code: z.string().trim().length(3, 'must be a three-letter currency code') })
    .optional(),
  locale: z.string().trim().min(2).max(20).optional(),
  ...contents,
});

export const addItemsBody = supportedOnly({ ...contents, version });

/** One line changed: a catalog line (`line_item`), or a custom item or gift certificate given whole. */
export const updateItemBody = supportedOnly({
  // Quantity 0 removes the line.
  line_item: lineItem
    .extend({
      quantity: z.number().int('must be a whole number').min(0).max(1000, 'must be at most 1000'),
    })
    .partial({ product_id: true })
    .optional(),
  custom_items: z
    .array(customItem)
    .length(1, 'send the one custom item this line becomes')
    .optional(),
  gift_certificates: z
    .array(giftCertificateBody)
    .length(1, 'send the one gift certificate this line becomes')
    .optional(),
  version,
}).refine(
  (body) =>
    [body.line_item, body.custom_items, body.gift_certificates].filter(Boolean).length === 1,
  {
    error: 'send exactly one of line_item, custom_items or gift_certificates',
  },
);

export const updateCartBody = supportedOnly({ customer_id: z.number().int().min(0), version });

export const versionBody = z.union([z.undefined(), z.null(), supportedOnly({ version })]);

export const redirectUrlsBody = z.union([
  z.undefined(),
  z.null(),
  supportedOnly({ query_params: z.record(z.string(), z.string()).optional() }),
]);

const INCLUDES = [
  'redirect_urls',
  'line_items.physical_items.options',
  'line_items.digital_items.options',
  'promotions.banners',
] as const;
export const cartQuery = z.object({
  include: csvList(z.enum(INCLUDES, { error: `must be among ${INCLUDES.join(', ')}` })).default([]),
});
export type CartQuery = z.output<typeof cartQuery>;
