'use server';

import { z } from 'zod';
import { type FormState, postedForm } from '@/lib/shared/form-state';
import { parseForm } from '@/lib/shared/form-validation';
import { formatDate, formatMoney } from '@/lib/shared/format';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { giftCertificateBalance } from '@/lib/data/gift-certificates';
import { takeAttempt } from '@/lib/runtime/abuse-limits';

export type BalanceState = FormState<'code'> & {
  result: { code: string; balance: string; note: string | null } | null;
};

const STATUS_NOTES: Record<string, string> = {
  pending: 'It becomes usable once its order is paid.',
  disabled: 'It has been disabled. Contact us if you think this is a mistake.',
  expired: 'It has expired.',
};

const balanceForm = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Enter the code from your gift certificate e-mail.')
    .max(50, 'A gift certificate code has at most 50 characters.')
    .regex(/^[A-Za-z0-9-]+$/, 'A gift certificate code has letters, digits and dashes only.'),
});

/** Looks a code up with the store and says what is left on it (and whether it can be used). */
export async function checkBalanceAction(
  _previous: BalanceState,
  posted: unknown,
): Promise<BalanceState> {
  const form = postedForm(posted);
  const parsed = parseForm(form, ['code'] as const, balanceForm);
  if (!parsed.ok) return { ...parsed.state, result: null };
  const { values } = parsed;
  // Codes cannot be guessed: a client checks a few in ten minutes.
  const refused = await takeAttempt('giftCertificateBalance');
  if (refused) return { values, fieldErrors: { code: refused.message }, error: null, result: null };
  let found: Awaited<ReturnType<typeof giftCertificateBalance>>;
  try {
    found = await giftCertificateBalance(parsed.data.code);
  } catch (error) {
    return { values, fieldErrors: {}, error: shopperMessage(error), result: null };
  }
  if (!found)
    return {
      values,
      fieldErrors: {
        code: 'We could not find a gift certificate with this code. Check it against your e-mail.',
      },
      error: null,
      result: null,
    };
  const expiry =
    found.expires && found.status === 'active'
      ? `It can be used until ${formatDate(found.expires)}.`
      : null;
  return {
    values,
    fieldErrors: {},
    error: null,
    result: {
      code: found.code,
      balance: formatMoney(found.balance),
      note: STATUS_NOTES[found.status] ?? expiry,
    },
  };
}
