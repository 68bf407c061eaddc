import { z } from 'zod';
import { requiredText, secretText } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';

/** The sign-in form: whether the address and password are right is the store's to say. */
export const signInSchema = z.object({
  email: requiredText(problem('validation.enterYourEmail')),
  password: secretText(problem('validation.enterYourPassword')),
});
