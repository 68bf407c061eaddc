'use server';

import { type FormResult, readForm } from '@/lib/shared/forms';
import { formatDate, formatMoney } from '@/lib/shared/format';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { giftCertificateBalance } from '@/lib/data/gift-certificates';
import { takeAttempt } from '@/lib/runtime/abuse-limits';
import { balanceSchema } from './schema';

export type BalanceResult = FormResult & {
  found?: { code: string; balance: string; note: string | null };
};

const STATUS_NOTES: Record<string, string> = {
  pending: 'It becomes usable once its order is paid.',
  disabled: 'It has been disabled. Contact us if you think this is a mistake.',
  expired: 'It has expired.',
};

/** Looks a code up with the store and says what is left on it (and whether it can be used). */
export async function checkBalanceAction(
  _previous: unknown,
  posted: unknown,
): Promise<BalanceResult> {
  const read = readForm(posted, balanceSchema);
  if (!read.ok) return read.result;
  const { data, reply } = read;
  // Codes cannot be guessed: a client checks a few in ten minutes.
  const refused = await takeAttempt('giftCertificateBalance');
  if (refused) return reply({ fieldErrors: { code: [refused.message] } });
  let found: Awaited<ReturnType<typeof giftCertificateBalance>>;
  try {
    found = await giftCertificateBalance(data.code);
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  if (!found)
    return reply({
      fieldErrors: {
        code: [
          'We could not find a gift certificate with this code. Check it against your e-mail.',
        ],
      },
    });
  const expiry =
    found.expires && found.status === 'active'
      ? `It can be used until ${formatDate(found.expires)}.`
      : null;
  return {
    ...reply(),
    found: {
      code: found.code,
      balance: formatMoney(found.balance),
      note: STATUS_NOTES[found.status] ?? expiry,
    },
  };
}
