import { primaryImageOf } from '../catalog';
import { type CartView } from '../carts/view';
import { type ServiceContext } from '../context';
import { formatMoney, toCents } from '../money';
import { SHIPPING_METHODS, type ShippingMethodId, quoteShipping } from '../orders/shipping';
import { type FormValues } from './form';
import { type Html, html } from './html';

/** What the cart's items come to, in cents, at the prices the cart shows. */
export function subtotalCents(view: CartView): number {
  return view.items.reduce((sum, item) => sum + toCents(item.price.extendedPrice), 0);
}

/** The shipping method the form has chosen; the default one until the shopper picks. */
export function selectedShipping(values: FormValues): ShippingMethodId {
  return SHIPPING_METHODS.find((m) => m.id === values.shipping_method)?.id ?? 'standard';
}

/** The order summary panel: each line with its thumbnail, then subtotal, shipping, tax and total. */
export function orderSummary(ctx: ServiceContext, view: CartView, shippingMethod: ShippingMethodId): Html {
  const subtotal = subtotalCents(view);
  const shipping = quoteShipping(shippingMethod, subtotal);
  const lines = view.items.map((item) => {
    const image = primaryImageOf(ctx, item.product.id);
    const options = item.variant.option_values.map((ov) => `${ov.option_display_name}: ${ov.label}`).join(', ');
    return html`<li class="line">
  ${image ? html`<img src="${image.url_thumbnail}" alt="" width="64" height="64" loading="lazy">` : html`<span class="no-image"></span>`}
  <div>
    <p class="line-name">${item.product.name}</p>
    ${options ? html`<p class="line-meta">${options}</p>` : ''}
    <p class="line-meta">Quantity ${item.quantity} × ${formatMoney(toCents(item.price.unitPrice))}</p>
  </div>
  <p class="line-price">${formatMoney(toCents(item.price.extendedPrice))}</p>
</li>`;
  });
  return html`<section class="panel summary" aria-labelledby="summary-title">
  <h2 id="summary-title">Order summary</h2>
  <ul class="lines">${lines}</ul>
  <dl class="totals">
    <div><dt>Subtotal (${view.totalQuantity} ${view.totalQuantity === 1 ? 'item' : 'items'})</dt><dd>${formatMoney(subtotal)}</dd></div>
    <div><dt>Shipping (${shipping.name})</dt><dd>${shipping.costCents ? formatMoney(shipping.costCents) : 'Free'}</dd></div>
    <div><dt>Tax</dt><dd>${formatMoney(0)}</dd></div>
    <div class="grand"><dt>Total</dt><dd>${formatMoney(subtotal + shipping.costCents)}</dd></div>
  </dl>
</section>`;
}
