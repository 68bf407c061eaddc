import { z } from 'zod';

/**
 * The customer fields the v2 and v3 interfaces share (same names, same rules); each
 * interface adds its own authentication shape and extras.
 */
export const customerFieldShapes = {
  email: z.email('email must be a valid e-mail address'),
  first_name: z.string().trim().min(1, 'first_name must not be empty').max(100),
  last_name: z.string().trim().min(1, 'last_name must not be empty').max(100),
  company: z.string().max(255).optional(),
  phone: z.string().max(50).optional(),
  notes: z.string().max(1000).optional(),
  tax_exempt_category: z.string().max(255).optional(),
  registration_ip_address: z.string().max(45).optional(),
  customer_group_id: z.number().int().min(0).optional(),
};
