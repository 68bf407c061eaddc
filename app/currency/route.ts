import { type NextRequest } from 'next/server';
import { addressCode } from '@/lib/shared/currency';
import { addressInCurrency } from '@/lib/shared/currency-address';
import { safeNextPath } from '@/lib/shared/links';
import { seeOther } from '@/lib/shared/see-other';
import { chooseCurrency } from '@/lib/flows/currency-choice';
import { drainAware } from '@/lib/runtime/draining';
import { refererPath } from '@/lib/runtime/referer-path';

/** An answer to a request this endpoint cannot use, in words, never as a stack. */
const refused = (message: string, status = 400) =>
  new Response(`${message}\n`, {
    status,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
  });

/**
 * POST /currency (the header's currency switch, a form, so it works without JavaScript):
 * `currency`, and `return`, the page to go back to (else the page the form was on). The
 * choice is remembered and the cart repriced (lib/flows/currency-choice.ts); the
 * shopper goes back to the same page in that currency: a catalog page's address in it,
 * served from the cache like any other.
 */
async function answer(request: NextRequest): Promise<Response> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refused('Send the currency form: a currency field with a currency code such as EUR.');
  }
  const code = form.get('currency');
  if (typeof code !== 'string' || !code)
    return refused('Choose a currency: send a currency field with a currency code such as EUR.');
  let answer: Awaited<ReturnType<typeof chooseCurrency>>;
  try {
    answer = await chooseCurrency(code.trim().toUpperCase());
  } catch {
    return refused(
      'The shop cannot change the currency just now: it cannot reach the store. Please try again in a moment.',
      503,
    );
  }
  if ('refused' in answer) return refused(answer.refused);

  const back = safeNextPath(form.get('return')) ?? refererPath(request) ?? '/';
  const url = new URL(back, 'http://storefront.invalid');
  return seeOther(
    `${addressInCurrency(url.pathname, addressCode(answer.currencies, answer.chosen))}${url.search}${url.hash}`,
  );
}

/** Its answers close the connection while the server drains (lib/runtime/draining.ts). */
export const POST = drainAware(answer);
