'use server';

import type { MoneyFieldsFragment } from '@/graphql/generated/operations';
import { type FormResult, readForm } from '@/lib/shared/forms';
import { problem } from '@/lib/shared/problems';
import { shopperMessage } from '@/lib/store/shopper-errors';
import { giftCertificateBalance } from '@/lib/data/gift-certificates';
import { takeAttempt } from '@/lib/runtime/abuse-limits';
import { balanceSchema } from './schema';

/**
 * What was found: the balance and what the form says of the code's state, worded by the
 * form in the page's language (`giftCertificateBalance.notes.<note>`; an action has no
 * page language), with the date it may be used until.
 */
export type BalanceResult = FormResult & {
  found?: {
    code: string;
    balance: MoneyFieldsFragment;
    note: 'pending' | 'disabled' | 'expired' | 'usableUntil' | null;
    until: string | null;
  };
};

const STATUS_NOTES = new Set(['pending', 'disabled', 'expired'] as const);
const isStatusNote = (status: string): status is 'pending' | 'disabled' | 'expired' =>
  (STATUS_NOTES as Set<string>).has(status);

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
  if (refused) return reply({ fieldErrors: { code: [refused.problem] } });
  let found: Awaited<ReturnType<typeof giftCertificateBalance>>;
  try {
    found = await giftCertificateBalance(data.code);
  } catch (error) {
    return reply({ formErrors: [shopperMessage(error)] });
  }
  if (!found)
    return reply({
      fieldErrors: {
        code: [problem('problems.giftCodeNotFound')],
      },
    });
  const until = found.expires && found.status === 'active' ? found.expires : null;
  return {
    ...reply(),
    found: {
      code: found.code,
      balance: found.balance,
      note: isStatusNote(found.status) ? found.status : until ? 'usableUntil' : null,
      until,
    },
  };
}
