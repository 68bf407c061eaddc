import { z } from 'zod';
import { requiredText, secretText } from '@/lib/shared/forms';

/** The sign-in form: whether the address and password are right is the store's to say. */
export const signInSchema = z.object({
  email: requiredText('Enter your e-mail address.'),
  password: secretText('Enter your password.'),
});
