import { z } from 'zod';
import { emailAddress, optionalText, requiredText } from '@/lib/shared/forms';
import { type PasswordRules, passwordRuleProblem } from '@/lib/shared/password-rules';
import { problem } from '@/lib/shared/problems';

const UNDER_100 = problem('validation.tooLong', { max: 100 });
const PHONE = /^\+?[0-9 ().-]{6,20}$/;

/** Name, e-mail and phone; the current password only matters when the e-mail changes. */
export const detailsSchema = z.object({
  firstName: requiredText(problem('validation.enterYourFirstName')).max(100, UNDER_100),
  lastName: requiredText(problem('validation.enterYourLastName')).max(100, UNDER_100),
  email: emailAddress(),
  phone: optionalText().refine((value) => !value || PHONE.test(value), problem('validation.phone')),
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
        .string({ error: problem('validation.enterCurrentPassword') })
        .min(1, problem('validation.enterCurrentPassword'))
        .max(200),
      newPassword: z
        .string()
        .max(200, problem('validation.passwordTooLong', { max: 200 }))
        .default('')
        .superRefine((value, issues) => {
          const missing = rules
            ? passwordRuleProblem(rules, value)
            : value
              ? null
              : problem('validation.chooseNewPassword');
          if (missing) issues.addIssue({ code: 'custom', message: missing });
        }),
      confirmPassword: z.string().default(''),
    })
    .refine((value) => value.newPassword === value.confirmPassword, {
      path: ['confirmPassword'],
      message: problem('validation.newPasswordsDiffer'),
    });
}

export const newsletterSchema = z.object({
  subscribe: z.enum(['yes', 'no'], { error: problem('validation.chooseNewsletter') }),
});
