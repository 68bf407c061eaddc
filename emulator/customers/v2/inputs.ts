import { z } from 'zod';
import { pageQuery } from '../../http';
import { customerFieldShapes } from '../fields';

/** Request bodies and filters of `/v2/customers`. */

const authentication = z
  .object({
    password: z.string().optional(),
    password_confirmation: z.string().optional(),
    force_reset: z.boolean().optional(),
  })
  .refine((a) => a.password_confirmation === undefined || a.password_confirmation === a.password, {
    path: ['password_confirmation'],
    message: 'does not match password',
  });

const fields = {
  ...customerFieldShapes,
  /** Same as `_authentication.force_reset`. */
  reset_pass_on_login: z.boolean().optional(),
  _authentication: authentication.optional(),
};

export const createCustomerBody = z.object(fields);
export const updateCustomerBody = z.object(fields).partial();
export type V2CustomerBody = z.output<typeof updateCustomerBody>;

export const validatePasswordBody = z.object({
  password: z.string().min(1, 'password must not be empty'),
});

const dateText = z
  .string()
  .refine(
    (v) => !Number.isNaN(Date.parse(v)),
    'must be a date, e.g. 2026-01-31 or Tue, 20 Nov 2012 00:00:00 +0000',
  );

export const customerFilters = z.object({
  first_name: z.string().optional(),
  last_name: z.string().optional(),
  company: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  tax_exempt_category: z.string().optional(),
  customer_group_id: z.coerce.number().int().min(0).optional(),
  min_id: z.coerce.number().int().optional(),
  max_id: z.coerce.number().int().optional(),
  min_date_created: dateText.optional(),
  max_date_created: dateText.optional(),
  min_date_modified: dateText.optional(),
  max_date_modified: dateText.optional(),
});
export type CustomerFilters = z.output<typeof customerFilters>;

export const customerListQuery = customerFilters.extend(pageQuery.shape);
