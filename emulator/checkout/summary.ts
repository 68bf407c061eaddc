import { primaryImageOf } from '../catalog';
import { type CartView } from '../carts/view';
import { type ServiceContext } from '../context';
import { formatMoney as formatIn, toCents } from '../money';
import { SHIPPING_METHODS, type ShippingMethodId, quoteShipping } from '../orders/shipping';
import { type FormValues } from './form';
import { type Html, html } from './html';


/** Money in the cart's currency: `$1,234.56`, `€16.56`. */
export const moneyIn = (currency: string) => (cents: number) => formatIn(cents, currency);

/** The shipping method the form has chosen; the default one until the shopper picks. */
export function selectedShipping(values: FormValues): ShippingMethodId {
  return SHIPPING_METHODS.find((m) => m.id === values.shipping_method)?.id ?? 'standard';
}

/** The money of a checkout of the cart with a shipping method, in cents: what the order will charge. */
export function checkoutTotals(view: CartView, shippingMethod: ShippingMethodId) {
  const subtotal = view.subtotalCents;
  const shipping = quoteShipping(shippingMethod, subtotal, view.currency);
  const discount = toCents(view.couponAmount) + toCents(view.manualDiscountAmount);
  return { subtotal, shipping, discount, total: subtotal - discount + view.feesCents + shipping.costCents };
}

/**
 * The order summary panel: each line with its thumbnail, then subtotal, discounts, fees,
 * shipping, tax and total: what `placeOrder` will charge for the cart.
 */
export function orderSummary(ctx: ServiceContext, view: CartView, shippingMethod: ShippingMethodId): Html {
  const { subtotal, shipping, discount, total } = checkoutTotals(view, shippingMethod);
  const formatMoney = moneyIn(view.currency.code);
  const lines = view.items.map((item) => {
    const image = primaryImageOf(ctx, item.product.id);
    const options = item.variant.option_values.map((ov) => `${ov.option_display_name}: ${ov.label}`).join(', ');
    return html`<li class="line">
  ${image ? html`<img src="${image.url_thumbnail}" alt="" width="64" height="64" loading="lazy">` : html`<span class="no-image"></span>`}
  <div>
    <p class="line-name">${item.name}</p>
    ${options ? html`<p class="line-meta">${options}</p>` : ''}
    <p class="line-meta">Quantity ${item.quantity} × ${formatMoney(toCents(item.price.unitPrice))}</p>
  </div>
  <p class="line-price">${formatMoney(toCents(item.price.extendedPrice))}</p>
</li>`;
  });
  const others = [...view.customItems, ...view.giftCertificates].map(
    (item) => html`<li class="line">
  <span class="no-image"></span>
  <div>
    <p class="line-name">${item.name}</p>
    <p class="line-meta">Quantity ${item.quantity} × ${formatMoney(item.unitCents)}</p>
  </div>
  <p class="line-price">${formatMoney(item.unitCents * item.quantity)}</p>
</li>`,
  );
  const discountLabel = view.coupon ? `Discount (coupon ${view.coupon.coupon.code})` : 'Discount';
  return html`<section class="panel summary" aria-labelledby="summary-title">
  <h2 id="summary-title">Order summary</h2>
  <ul class="lines">${lines}${others}</ul>
  <dl class="totals">
    <div><dt>Subtotal (${view.totalQuantity} ${view.totalQuantity === 1 ? 'item' : 'items'})</dt><dd>${formatMoney(subtotal)}</dd></div>
    ${discount ? html`<div><dt>${discountLabel}</dt><dd>−${formatMoney(discount)}</dd></div>` : ''}
    ${view.fees.map((fee) => html`<div><dt>${fee.display_name}</dt><dd>${formatMoney(fee.cost)}</dd></div>`)}
    <div><dt>Shipping (${shipping.name})</dt><dd>${shipping.costCents ? formatMoney(shipping.costCents) : 'Free'}</dd></div>
    <div><dt>Tax</dt><dd>${formatMoney(0)}</dd></div>
    <div class="grand"><dt>Total</dt><dd>${formatMoney(total)}</dd></div>
  </dl>
</section>`;
}
