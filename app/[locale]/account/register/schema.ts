import { z } from 'zod';
import { emailAddress, requiredText, secretText } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';

/** The account form; the store's own rules (password strength, e-mail in use) are checked there. */
export const registerSchema = z.object({
  firstName: requiredText(problem('validation.enterYourFirstName')),
  lastName: requiredText(problem('validation.enterYourLastName')),
  email: emailAddress(),
  password: secretText(problem('validation.choosePassword')),
});
