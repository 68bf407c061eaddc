import { z } from 'zod';
import { requiredText } from '@/lib/shared/forms';

/** A gift certificate code to look up. */
export const balanceSchema = z.object({
  code: requiredText('Enter the code from your gift certificate e-mail.')
    .max(50, 'A gift certificate code has at most 50 characters.')
    .regex(/^[A-Za-z0-9-]+$/, 'A gift certificate code has letters, digits and dashes only.'),
});
