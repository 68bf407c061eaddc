import { z } from 'zod';
import { type ServiceContext } from '../core';
import { csvList } from '../http';
import { addressJsonV3, addressesOf } from './addresses/repository';
import { attributeValuesOf } from './attributes';
import { formFieldsOf } from './form-field-values';
import { type CustomerRow, customerJson } from './repository';

/**
 * What `include` adds to a v3 customer object: its addresses, store credit (none here:
 * the store keeps no store credit), attribute values and form fields; `segment_ids` is
 * empty (the store has no segments) and `shopper_profile_id` is left out (no shopper
 * profiles either).
 */
const CUSTOMER_INCLUDES = [
  'addresses',
  'storecredit',
  'attributes',
  'formfields',
  'shopper_profile_id',
  'segment_ids',
] as const;
export const customerIncludes = csvList(
  z.enum(CUSTOMER_INCLUDES, { error: `must be among ${CUSTOMER_INCLUDES.join(', ')}` }),
).optional();

export function customerWithIncludes(
  ctx: ServiceContext,
  row: CustomerRow,
  include: ReadonlyArray<(typeof CUSTOMER_INCLUDES)[number]> = [],
) {
  const wants = new Set(include);
  const addresses = wants.has('addresses') ? addressesOf(ctx, row.id).map(addressJsonV3) : null;
  const attributes = wants.has('attributes') ? attributeValuesOf(ctx, row.id) : null;
  return {
    ...customerJson(row),
    ...(addresses ? { addresses, address_count: addresses.length } : {}),
    ...(attributes ? { attributes, attribute_count: attributes.length } : {}),
    ...(wants.has('formfields') ? { form_fields: formFieldsOf(ctx, { customerId: row.id }) } : {}),
    ...(wants.has('storecredit') ? { store_credit_amounts: [{ amount: 0 }] } : {}),
    ...(wants.has('segment_ids') ? { segment_ids: [] as string[] } : {}),
  };
}
