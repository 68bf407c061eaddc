import { z } from 'zod';
import { emailAddress, requiredText, secretText } from '@/lib/shared/forms';

/** The account form; the store's own rules (password strength, e-mail in use) are checked there. */
export const registerSchema = z.object({
  firstName: requiredText('Enter your first name.'),
  lastName: requiredText('Enter your last name.'),
  email: emailAddress(),
  password: secretText('Choose a password.'),
});
