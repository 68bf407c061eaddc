import { variantImageOf } from '../catalog';
import { type CartView, type CheckoutTotals } from '../carts';
import { type ServiceContext, formatMoney as formatIn, toCents } from '../core';
import { type GiftCertificatePayment } from '../marketing';
import { type ShippingQuote, priceText } from '../shipping';
import { storeTexts } from '../locales';
import { type Html, html } from '../core';

/** What the summary shows: the checkout's money with the shipping chosen, and what gift certificates pay of it. */
export interface SummaryMoney {
  totals: CheckoutTotals;
  shipping: ShippingQuote | null;
  giftCertificates: readonly GiftCertificatePayment[];
  /** What is left to pay after gift certificates (cents). */
  amountDueCents: number;
}

/**
 * The order summary panel: each line with its thumbnail, then subtotal, discounts (the
 * coupon named), fees, shipping, tax, total, and what gift certificates pay of it: what
 * `placeOrder` will charge for the cart.
 */
export function orderSummary(ctx: ServiceContext, view: CartView, money: SummaryMoney): Html {
  const { totals, shipping } = money;
  // Every amount of the view is in the cart's currency.
  const formatMoney = (cents: number) => formatIn(cents, view.currency.code);
  const t = storeTexts(view.cart.locale).checkout;
  const lines = view.items.map((item) => {
    const image = variantImageOf(ctx, item.variant, item.product.name);
    const options = item.variant.option_values
      .map((ov) => `${ov.option_display_name}: ${ov.label}`)
      .join(', ');
    return html`<li class="line">
  ${image ? html`<img src="${image.url_thumbnail}" alt="" width="64" height="64" loading="lazy">` : html`<span class="no-image"></span>`}
  <div>
    <p class="line-name">${item.name}</p>
    ${options ? html`<p class="line-meta">${options}</p>` : ''}
    <p class="line-meta">${t.quantity(item.quantity)} × ${formatMoney(toCents(item.price.unitPrice))}</p>
  </div>
  <p class="line-price">${formatMoney(toCents(item.price.extendedPrice))}</p>
</li>`;
  });
  const others = [...view.customItems, ...view.giftCertificates].map(
    (item) => html`<li class="line">
  <span class="no-image"></span>
  <div>
    <p class="line-name">${item.name}</p>
    <p class="line-meta">${t.quantity(item.quantity)} × ${formatMoney(item.unitCents)}</p>
  </div>
  <p class="line-price">${formatMoney(item.unitCents * item.quantity)}</p>
</li>`,
  );
  const paidByCertificates = money.giftCertificates.filter((p) => p.amountCents > 0);
  return html`<section class="panel summary" aria-labelledby="summary-title">
  <h2 id="summary-title">${t.orderSummary}</h2>
  <ul class="lines">${lines}${others}</ul>
  <dl class="totals">
    <div><dt>${t.subtotal(view.totalQuantity)}</dt><dd>${formatMoney(totals.subtotalCents)}</dd></div>
    ${totals.coupon && totals.couponCents ? html`<div><dt>${t.coupon} ${totals.coupon.code}</dt><dd>−${formatMoney(totals.couponCents)}</dd></div>` : ''}
    ${totals.manualDiscountCents ? html`<div><dt>${t.discount}</dt><dd>−${formatMoney(totals.manualDiscountCents)}</dd></div>` : ''}
    ${view.fees.map((fee) => html`<div><dt>${fee.display_name}</dt><dd>${formatMoney(fee.cost)}</dd></div>`)}
    <div><dt>${t.shipping}${shipping ? ` (${shipping.name})` : ''}</dt><dd>${shipping ? priceText(shipping.costCents, view.currency.code) : t.chooseBelow}</dd></div>
    <div><dt>${t.tax}</dt><dd>${formatMoney(0)}</dd></div>
    <div class="grand"><dt>${t.total}</dt><dd>${formatMoney(totals.grandTotalCents)}</dd></div>
    ${paidByCertificates.map((p) => html`<div><dt>${t.giftCertificate} ${p.certificate.code}</dt><dd>−${formatMoney(p.amountCents)}</dd></div>`)}
    ${paidByCertificates.length ? html`<div class="grand"><dt>${t.toPay}</dt><dd>${formatMoney(money.amountDueCents)}</dd></div>` : ''}
  </dl>
</section>`;
}
