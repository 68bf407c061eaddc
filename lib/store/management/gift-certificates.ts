import { z } from 'zod';
import { type StoreApiClient } from './client';

/** The parts of a v2 gift certificate a shopper may learn from its code: what is left on it, and until when. */
const certificateSchema = z.object({
  code: z.string(),
  balance: z.string(),
  status: z.string(),
  expiry_date: z.string(),
  currency_code: z.string(),
});
export type GiftCertificateBalance = z.output<typeof certificateSchema>;

/**
 * The certificate of a code (`GET /v2/gift_certificates?code=`), or null when the store
 * has none: the v2 list answers 204 with no body when nothing matches.
 */
export async function findGiftCertificate(
  api: StoreApiClient,
  code: string,
): Promise<GiftCertificateBalance | null> {
  const found = await api.request('GET', '/v2/gift_certificates', {
    schema: z.array(certificateSchema).nullable(),
    query: { code },
  });
  return found?.find((c) => c.code.toLowerCase() === code.toLowerCase()) ?? null;
}
