import { z } from 'zod';
import { requiredText } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';

/** A gift certificate code to look up. */
export const balanceSchema = z.object({
  code: requiredText(problem('validation.enterGiftCode'))
    .max(50, problem('validation.giftCodeTooLong', { max: 50 }))
    .regex(/^[A-Za-z0-9-]+$/, problem('validation.giftCodeCharacters')),
});
