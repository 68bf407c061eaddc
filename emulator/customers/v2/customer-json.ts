import { type ServiceContext, rfc2822 } from '../../core';
import { type CustomerRow } from '../repository';

/** The v2 customer object: RFC 2822 dates, a link to the addresses, no store credit. */
export function customerJsonV2(ctx: ServiceContext, row: CustomerRow) {
  const resource = `/customers/${row.id}/addresses`;
  return {
    id: row.id,
    company: row.company,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    form_fields: null,
    date_created: rfc2822(row.created_at),
    date_modified: rfc2822(row.updated_at),
    // The local store keeps no store credit; the v2 interface reports it as a decimal string.
    store_credit: '0.0000',
    registration_ip_address: row.registration_ip_address,
    customer_group_id: row.customer_group_id,
    notes: row.notes,
    tax_exempt_category: row.tax_exempt_category,
    reset_pass_on_login: row.force_password_reset === 1,
    accepts_marketing: row.accepts_marketing === 1,
    addresses: { url: `${ctx.origin}/stores/${ctx.store.hash}/v2${resource}`, resource },
  };
}
