import { z } from 'zod';
import { emailAddress, optionalText, requiredText } from '@/lib/shared/forms';
import { type PasswordRules, passwordRuleProblem } from '@/lib/shared/password-rules';

const UNDER_100 = 'Keep this under 100 characters.';
const PHONE = /^\+?[0-9 ().-]{6,20}$/;

/** Name, e-mail and phone; the current password only matters when the e-mail changes. */
export const detailsSchema = z.object({
  firstName: requiredText('Enter your first name.').max(100, UNDER_100),
  lastName: requiredText('Enter your last name.').max(100, UNDER_100),
  email: emailAddress(),
  phone: optionalText().refine(
    (value) => !value || PHONE.test(value),
    'Enter a phone number with digits only, for example +1 512 555 0100, or leave it empty.',
  ),
  currentPassword: z.string().max(200).default(''),
});

/**
 * A password change: the current password, and a new one by the store's rules (null when
 * they could not be read: then any new one, and the store decides), typed twice.
 */
export function passwordSchema(rules: PasswordRules | null) {
  return z
    .object({
      currentPassword: z
        .string({ error: 'Enter your current password.' })
        .min(1, 'Enter your current password.')
        .max(200),
      newPassword: z
        .string()
        .max(200, 'Keep the password under 200 characters.')
        .default('')
        .superRefine((value, issues) => {
          const problem = rules
            ? passwordRuleProblem(rules, value)
            : value
              ? null
              : 'Choose a new password.';
          if (problem) issues.addIssue({ code: 'custom', message: problem });
        }),
      confirmPassword: z.string().default(''),
    })
    .refine((value) => value.newPassword === value.confirmPassword, {
      path: ['confirmPassword'],
      message: 'The two new passwords are not the same.',
    });
}

export const newsletterSchema = z.object({
  subscribe: z.enum(['yes', 'no'], { error: 'Choose whether you want the newsletter.' }),
});
