import { z } from 'zod';
import { secretText } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';

const INCOMPLETE_LINK = problem('validation.incompleteResetLink');

/** The "choose a new password" form: the reset link's customer and token, and the new password twice. */
export const resetPasswordSchema = z
  .object({
    c: z.number({ error: INCOMPLETE_LINK }).int(INCOMPLETE_LINK).positive(INCOMPLETE_LINK),
    t: z.string({ error: INCOMPLETE_LINK }),
    password: secretText(problem('validation.chooseNewPassword')),
    confirm: z.string().default(''),
  })
  .refine((value) => value.password === value.confirm, {
    path: ['confirm'],
    message: problem('validation.passwordsDiffer'),
  });
