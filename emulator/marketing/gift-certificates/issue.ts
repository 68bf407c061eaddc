import { type ServiceContext, formatMoney } from '../../core';
import { sendEmail, emailLink } from '../../outbox';
import {
  type GiftCertificateRow,
  type GiftCertificateStatus,
  insertGiftCertificate,
  newGiftCertificateCode,
} from './repository';

interface Contact {
  name: string;
  email: string;
}

/**
 * A gift certificate line of a cart (the cart's extra item view fits): how many, the
 * amount of each, and the recipient, sender, message and theme the shopper gave.
 */
export interface GiftCertificateLine {
  quantity: number;
  unitCents: number;
  details: Record<string, unknown>;
}

/**
 * The certificates an order's gift certificate lines stand for, one per unit (inside the
 * order's transaction): active when the order is paid, pending until then.
 */
export function issueGiftCertificates(
  ctx: ServiceContext,
  order: { id: number; customerId: number; status: GiftCertificateStatus },
  lines: readonly GiftCertificateLine[],
): GiftCertificateRow[] {
  return lines.flatMap((line) =>
    Array.from({ length: line.quantity }, () => {
      const recipient = line.details.recipient as Contact;
      const sender = line.details.sender as Contact;
      return insertGiftCertificate(ctx, {
        code: newGiftCertificateCode(),
        amount: line.unitCents,
        balance: line.unitCents,
        to_name: recipient.name,
        to_email: recipient.email,
        from_name: sender.name,
        from_email: sender.email,
        message: typeof line.details.message === 'string' ? line.details.message : '',
        template: `${(typeof line.details.theme === 'string' ? line.details.theme : 'General').toLowerCase()}.html`,
        status: order.status,
        customer_id: order.customerId,
        order_id: order.id,
        currency_code: 'USD',
        purchased_at: ctx.clock.now(),
        expires_at: null,
      });
    }),
  );
}

/** E-mails each active certificate to its recipient, with its code and how to check and spend it. */
export function sendGiftCertificates(
  ctx: ServiceContext,
  channelId: number,
  certificates: readonly GiftCertificateRow[],
): void {
  const shop = emailLink(ctx, channelId, 'home');
  for (const certificate of certificates.filter((c) => c.status === 'active')) {
    sendEmail(ctx, {
      kind: 'gift_certificate',
      to: certificate.to_email,
      subject: `${certificate.from_name} sent you a ${formatMoney(certificate.amount)} gift certificate for ${ctx.store.name}`,
      body: [
        `Hi ${certificate.to_name},`,
        '',
        `${certificate.from_name} sent you a gift certificate worth ${formatMoney(certificate.amount)} for ${ctx.store.name}.`,
        ...(certificate.message ? ['', `“${certificate.message}”`] : []),
        '',
        `Your code: ${certificate.code}`,
        '',
        'Enter it at checkout to pay with it; whatever you do not spend stays on it for next time.',
        ...(shop ? ['', `Start shopping: ${shop}`] : []),
      ].join('\n'),
      links: shop ? { shop } : {},
    });
  }
}
