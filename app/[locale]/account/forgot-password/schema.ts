import { z } from 'zod';
import { secretText } from '@/lib/shared/forms';

const INCOMPLETE_LINK = 'This reset link is incomplete. Ask for a new one below.';

/** The "choose a new password" form: the reset link's customer and token, and the new password twice. */
export const resetPasswordSchema = z
  .object({
    c: z.number({ error: INCOMPLETE_LINK }).int(INCOMPLETE_LINK).positive(INCOMPLETE_LINK),
    t: z.string({ error: INCOMPLETE_LINK }),
    password: secretText('Choose a new password.'),
    confirm: z.string().default(''),
  })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: 'The two passwords are not the same.',
  });
