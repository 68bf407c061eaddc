/**
 * Answers of the local store service that do not match the real service's OpenAPI files
 * because the file itself is wrong (it contradicts its own examples, the seed, or the
 * real service's documented behaviour), each with the reason; and the few examples the
 * local store cannot take, marked `storeLimit` (they are limits of this service, not
 * faults of the file). The conformance test excuses exactly these and fails on an
 * exception nothing needs any more, so the list stays true.
 */
export interface SpecException {
  file: string;
  /** The operation (`GET /catalog/products`), or '*' for every operation of the file. */
  operation: string;
  status: number;
  /** Matches the problem found (a schema path and message, or a refusal). */
  problem: RegExp;
  reason: string;
  /** Set when the local store, not the file, is the cause. */
  storeLimit?: true;
}

export const SPEC_EXCEPTIONS: readonly SpecException[] = [
  {
    file: 'webhooks.v2.yml',
    operation: 'GET /hooks',
    status: 200,
    problem: /^the planned call: 200 body: response must be object$/,
    reason:
      'The list of hooks is an array (its own description says "returns a list"); the file reuses the single-hook response.',
  },
  {
    file: 'webhooks.v2.yml',
    operation: '*',
    status: 200,
    problem: /200 body: headers must be object$/,
    reason:
      'A hook without custom headers has headers: null. Swagger 2.0 cannot say nullable; the v3 file describes the same field as nullable.',
  },
  {
    file: 'webhooks.v2.yml',
    operation: 'POST /hooks',
    status: 422,
    problem:
      /^the spec's example "application\/json": was refused with 422: .*is_active is required/,
    reason:
      "The example leaves out is_active, which the file's own schema requires, as the seed does (a webhook's is_active is sent on create).",
  },
  {
    file: 'customers.v2.yml',
    operation: '*',
    status: 200,
    problem: /discount_rules must match exactly one schema in oneOf$/,
    reason:
      "discount_rules is a oneOf of array schemas that each accept any array of rules (none excludes the others' fields), so no value can match exactly one; it should be anyOf.",
  },
  {
    file: 'scripts.v3.yml',
    operation: '*',
    status: 200,
    problem: /data(\/\d+)?\/consent_category must be equal to one of the allowed values$/,
    reason:
      'A script created without a consent category has consent_category "unknown", as the file\'s own field description says; its enum leaves that value out.',
  },
  {
    file: 'sites.v3.yml',
    operation: 'POST /sites/{site_id}/routes',
    status: 422,
    problem: /422 body: status must be string$/,
    reason:
      "The route 422 schema types status as a string; every other error of the interface (and the reference README's error shape) has it as the HTTP status number.",
  },
  {
    file: 'product-variants_catalog.v3.yml',
    operation: '*',
    status: 200,
    problem: /body: data(\/\d+)?\/description must NOT have fewer than 1 characters$/,
    reason:
      "A metafield's description is optional and empty when not given; this file alone gives it a minimum length of 1 (the other files allow 0).",
  },
  {
    file: 'product-variants_catalog.v3.yml',
    operation: '*',
    status: 200,
    problem:
      /body: data\/\d+\/(cost_price|price|sale_price|retail_price|map_price|weight|width|height|depth|fixed_cost_shipping_price) must be number$/,
    reason:
      "A variant's price and measure fields are null where the variant takes its product's value; the file describes the same variant object as nullable under /catalog/products/{product_id}/variants but not under /catalog/variants.",
  },
  {
    file: 'products_catalog.v3.yml',
    operation: '*',
    status: 200,
    problem: /body: data must match exactly one schema in oneOf$/,
    reason:
      'The image answer is a oneOf of two object schemas with no required or excluded fields, so every image matches both and none can match exactly one; it should be anyOf.',
  },
  {
    file: 'products_catalog.v3.yml',
    operation: '*',
    status: 200,
    problem: /body: data(\/\d+)?\/base_variant_id must be integer$/,
    reason:
      'A product with option variants has base_variant_id null, as the file\'s own field description says ("This value is `null` for complex products"); its schema types the field as a non-nullable integer (issue 27).',
  },
  {
    file: 'products_catalog.v3.yml',
    operation: 'GET /catalog/products/{product_id}/bulk-pricing-rules',
    status: 200,
    problem: /body: data must be object$/,
    reason:
      'The list of bulk pricing rules is an array of rules (as every v3 list); the file describes data as one rule object.',
  },
  {
    file: 'products_catalog.v3.yml',
    operation: 'PUT /catalog/products',
    status: 422,
    problem: /example "example": was refused with 422: .*"0\.custom_url\.url":"must be a path/,
    reason:
      'The example\'s custom_url.url is the placeholder text "string", not a storefront path; a product URL starts with "/".',
  },
  {
    file: 'products_catalog.v3.yml',
    operation: '*',
    status: 200,
    problem: /body: data\/conditions\/\d+\/(modifier_id|modifier_value_id) must be integer$/,
    reason:
      "A complex rule condition on a variant has no modifier: its modifier ids are null, as the file's POST answer allows; its GET and PUT answers describe the same condition with non-null ids.",
  },

  ...[
    'brands_catalog.v3.yml PUT /catalog/brands/metafields',
    'channels.v3.yml POST /channels/metafields',
  ].map((where) => ({
    file: where.split(' ')[0]!,
    operation: where.split(' ').slice(1).join(' '),
    status: 422,
    problem: /422 body: errors must be object$/,
    reason:
      "A metafield batch answers 422 with the partial-success shape (data, errors list, meta), as the file's other batch operations and 22 of the 24 batch operations of all files describe it; this one describes a plain error object instead.",
  })),
  ...[
    'DELETE /channels/{channel_id}/currency-assignments',
    'DELETE /channels/{channel_id}/channel-menus',
  ].map((operation) => ({
    file: 'channels.v3.yml',
    operation,
    status: 200,
    problem: /body: data must be integer$/,
    reason:
      "The file types the answer's data as an integer and says nothing of its meaning; the answer is the empty data of the interface's other deletes that answer 200 (such as DELETE /channels/{channel_id}/site).",
  })),
  ...[
    'POST /customers/{customerId}/metafields',
    'PUT /customers/{customerId}/metafields/{metafieldId}',
  ].map((operation) => ({
    file: 'customers.v3.yml',
    operation,
    status: 200,
    problem: /body: data must be array$/,
    reason:
      "Creating or changing one metafield answers that metafield, as this file's GET of one metafield and every other file's single-metafield answers describe it; these two operations describe a list instead.",
  })),
  {
    file: 'store_content.v2.yml',
    operation: 'GET /blog/tags',
    status: 200,
    problem: /body: 0 must be array$/,
    reason:
      'The tags are a list of { tag, post_ids }; the file wraps its blogTags schema, itself already a list, in a second list.',
  },
  {
    file: 'store_content.v2.yml',
    operation: '*',
    status: 200,
    problem: /body: (\d+\/)?forward\/ref must be integer$/,
    reason:
      "A manual forward's ref is the URL it leads to (text); the file types ref as an integer in answers, while its own PUT request types it as text.",
  },
  {
    file: 'pages.v3.yml',
    operation: 'POST /content/pages',
    status: 201,
    problem:
      /^the spec's example "Create multiple pages using array": 201 body: data must be object$/,
    reason:
      'The file takes one page or an array of pages but describes the answer as one page; an array of pages is answered with the array of pages made (as its PUT answers).',
  },
  {
    file: 'orders.v2.oas2.yml',
    operation: 'GET /orders/{order_id}/fees',
    status: 200,
    problem: /^the planned call: 200 body: response must be object$/,
    reason:
      "The file's schema is one fee and its example an object holding a fees array, while the order's fees include (which it describes as this endpoint's answer) is an array of fees; the array is answered, like every other v2 collection.",
  },
  {
    file: 'orders.v2.oas2.yml',
    operation: 'POST /orders',
    status: 422,
    problem:
      /^the spec's example "Create an order with fees \(include the fees object as shown with rest of the payload\)": was refused with 422: .*"products":.*"billing_address"/,
    reason:
      "The example is a fragment (its own name says to send it with the rest of an order's payload); an order needs products and a billing address.",
  },
  {
    file: 'orders.v2.oas2.yml',
    operation: 'POST /orders',
    status: 422,
    problem:
      /^the spec's example "Product with a Drop Down and a Text Field Modifier": was refused with 422: .*this store has no modifiers that take text/,
    reason:
      'The local store has no product modifiers (no reference file has operations that make them), so a text value has no modifier to fill.',
    storeLimit: true,
  },
  {
    file: 'orders.v3.yml',
    operation: '*',
    status: 404,
    problem: /^for an unknown id: 404 body: errors must be array$/,
    reason:
      "Only this file's metafield 404 types errors as an array; the same metafield endpoints of every other file, and this file's other errors, follow the v3 error object whose errors is an object.",
  },
  {
    file: 'orders.v3.yml',
    operation: '*',
    status: 200,
    problem: /^the planned call: 200 body: data\/0\/items\/0\/requested_amount must be number$/,
    reason:
      "A product line's refund has requested_amount null, as the file's own single-refund schema (nullable) and example (null for a PRODUCT item) show; its refund list types the same field as a non-null number.",
  },
  {
    file: 'orders.v3.yml',
    operation: 'POST /orders/{order_id}/payment_actions/refunds',
    status: 201,
    problem:
      /^(the planned call|the spec's example "Multiple Items"): 201 body: data\/items\/0\/requested_amount must be number$/,
    reason:
      'As for the refund list: requested_amount is null for a PRODUCT item, as the same file shows for a single refund.',
  },
  {
    file: 'carts.v3.yml',
    operation: '*',
    status: 200,
    problem: /body: data(\/\d+)?\/id must be string$/,
    reason:
      "A metafield's id is an integer: the file's own batch delete names metafields by integer ids, and the same metafield endpoints of every other file type id as an integer (only the cart's resource_id, a cart UUID, is text).",
  },
  {
    file: 'carts.v3.yml',
    operation: 'GET /carts/{cart_id}/metafields',
    status: 200,
    problem: /^the planned call: 200 body: data must be object$/,
    reason:
      "A list of metafields is an array (the operation lists a cart's metafields, with paging); the file reuses the single-metafield response.",
  },
  {
    file: 'carts.v3.yml',
    operation: 'PUT /carts/{cart_id}/metafields/{metafield_id}',
    status: 422,
    problem: /^with a body that is not an object: 422 body: errors must be array$/,
    reason:
      "A change of one metafield fails with the v3 error object; the file gives this single-metafield operation the batch endpoints' partial-success shape.",
  },
  {
    file: 'carts.v3.yml',
    operation: 'POST /carts',
    status: 422,
    problem:
      /^the spec's example "Custom item": was refused with 422: .*"custom_items\.0":"is not supported/,
    reason:
      "The example's custom item carries gift_wrapping, which the file's custom item schema (sku, name, quantity, list_price, image_url) does not have.",
  },
  {
    file: 'carts.v3.yml',
    operation: 'POST /carts',
    status: 422,
    problem:
      /^the spec's example "(Cart with date option|Cart with file upload options|With a Variant of Checkbox and Picklist)": was refused with 422: .*this store has no modifiers/,
    reason:
      'The examples fill a date, file-upload or text modifier; the local store has no product modifiers (no reference file has operations that make them).',
    storeLimit: true,
  },
  {
    file: 'carts.v3.yml',
    operation: 'POST /carts/{cartId}/items',
    status: 422,
    problem: /^the spec's example "Example 1": was refused with 422: .*this store has no modifiers/,
    reason:
      'The example answers a yes/no modifier with text; the local store has no product modifiers (no reference file has operations that make them).',
    storeLimit: true,
  },
  {
    file: 'checkouts.v3.yml',
    operation: 'GET /checkouts/{checkoutId}',
    status: 404,
    problem: /^for an unknown id: 404 body: errors must be array$/,
    reason:
      "Only this operation's 404 types errors as an array; the file's other errors, and every v3 error of the interface, carry errors as an object.",
  },
  {
    file: 'checkouts.v3.yml',
    operation: 'POST /checkouts/{checkoutId}/consignments',
    status: 200,
    problem:
      /^the spec's example "Shipping Consignment": 200 body: data\/consignments\/0\/address\/phone must match pattern/,
    reason:
      "The example's phone (555-555-5555) does not match the file's own phone pattern; the address is answered as it was sent.",
  },
  {
    file: 'checkouts.v3.yml',
    operation: 'POST /checkouts/{checkoutId}/consignments',
    status: 422,
    problem: /^the spec's example "Pickup Consignment": was refused with 422: .*no pickup methods/,
    reason:
      'The local store has no pickup methods (no reference file has operations that make them), so a pickup consignment has nothing to pick.',
    storeLimit: true,
  },
  {
    file: 'checkouts.v3.yml',
    operation: 'POST /checkouts/{checkoutId}/token',
    status: 422,
    problem: /422 body: status must be string$/,
    reason:
      "The token 422 schema types status as a string; every other error of the interface (and the reference README's error shape) has it as the HTTP status number.",
  },
  {
    file: 'orders.v3.yml',
    operation: 'POST /orders/{order_id}/payment_actions/refunds',
    status: 422,
    problem:
      /^the spec's example "Quantity": was refused with 422: .*"merchant_calculated_override":"Invalid input: expected object, received array"/,
    reason:
      "The example sends merchant_calculated_override as an array with a null total_tax; the file's schema makes it an object whose total_amount and total_tax are required numbers.",
  },
  {
    file: 'orders.v3.yml',
    operation: 'POST /orders/{order_id}/payment_actions/refunds',
    status: 422,
    problem:
      /^the spec's example "Merchant Calculated Override": was refused with 422: .*"merchant_calculated_override\.total_tax"/,
    reason:
      "The example names the override's tax tax_amount; the file's schema requires total_tax.",
  },
  {
    file: 'widgets.v3.yml',
    operation: 'POST /content/widget-templates',
    status: 200,
    problem: /^the spec's example "Custom Configuration Widget": 200 body: data\/schema\/0/,
    reason:
      "The example's widget schema (an array setting whose thumbnail is a path such as imageUrl.src, an image setting whose default is an object) is answered as sent; the file's answer schema types thumbnail as an object and every setting default as text, so its own example cannot match it.",
  },
];

export function exceptionFor(
  file: string,
  operation: string,
  status: number,
  problem: string,
): SpecException | undefined {
  return SPEC_EXCEPTIONS.find(
    (e) =>
      e.file === file &&
      (e.operation === '*' || e.operation === operation) &&
      e.status === status &&
      e.problem.test(problem),
  );
}
