import { type CartView } from '../carts/view';
import { type ServiceContext } from '../context';
import { COUNTRIES } from '../geography/lookup';
import { APPROVED_TEST_CARD, DECLINED_TEST_CARD } from '../orders/payments';
import { quoteAllShipping } from '../orders/shipping';
import { type FieldErrors, type FieldName, type FormValues } from './form';
import { type Html, type HtmlPart, html } from './html';
import { layout } from './layout';
import { type PageScripts } from './scripts';
import { checkoutTotals, moneyIn, orderSummary, selectedShipping } from './summary';

export interface CheckoutPageModel {
  token: string;
  embedded: boolean;
  view: CartView;
  values: FormValues;
  errors: FieldErrors;
  /** A problem with the whole order rather than one field (a declined card, stock that ran out). */
  problem?: string;
  /** The channel's scripts for the checkout page. */
  scripts: PageScripts;
}

const LABELS: Partial<Record<FieldName, string>> = {
  email: 'E-mail',
  first_name: 'First name',
  last_name: 'Last name',
  street_1: 'Address',
  street_2: 'Apartment, suite, etc.',
  city: 'City',
  state: 'State / province',
  zip: 'Postal code',
  country: 'Country',
  phone: 'Phone',
  shipping_method: 'Shipping method',
  payment_method: 'Payment method',
  card_number: 'Card number',
  card_expiry: 'Expiry (MM/YY)',
  card_cvc: 'Security code (CVC)',
  customer_message: 'Order notes',
};

const fieldId = (name: FieldName) => `field-${name}`;

/** ARIA wiring shared by every input: invalid state and the ids of its hint and error. */
function describedBy(name: FieldName, errors: FieldErrors, hasHint: boolean): Html {
  const ids = [hasHint ? `${fieldId(name)}-hint` : '', errors[name] ? `${fieldId(name)}-error` : ''].filter(Boolean).join(' ');
  return html`${errors[name] ? html` aria-invalid="true"` : ''}${ids ? html` aria-describedby="${ids}"` : ''}`;
}

function fieldMessages(name: FieldName, errors: FieldErrors, hint?: string): Html {
  return html`${hint ? html`<p class="hint" id="${fieldId(name)}-hint">${hint}</p>` : ''}${
    errors[name] ? html`<p class="error" id="${fieldId(name)}-error">${errors[name]}</p>` : ''
  }`;
}

interface InputOptions {
  type?: string;
  autocomplete: string;
  required?: boolean;
  /** Needed only with one choice elsewhere on the form (card fields): neither marked required nor "(optional)". */
  conditional?: boolean;
  hint?: string;
  inputmode?: string;
  className?: string;
  /** The value is not shown again after a failed attempt (a card's security code). */
  secret?: boolean;
}

function input(name: FieldName, model: CheckoutPageModel, o: InputOptions): Html {
  const value = o.secret ? '' : model.values[name];
  return html`<div class="field ${o.className ?? ''}">
  <label for="${fieldId(name)}">${LABELS[name]}${o.required || o.conditional ? '' : html` <span class="optional">(optional)</span>`}</label>
  <input id="${fieldId(name)}" name="${name}" type="${o.type ?? 'text'}" value="${value}" autocomplete="${o.autocomplete}"${
    o.inputmode ? html` inputmode="${o.inputmode}"` : ''
  }${o.required ? html` required` : ''}${describedBy(name, model.errors, Boolean(o.hint))}>
  ${fieldMessages(name, model.errors, o.hint)}
</div>`;
}

function countrySelect(model: CheckoutPageModel): Html {
  return html`<div class="field">
  <label for="${fieldId('country')}">${LABELS.country}</label>
  <select id="${fieldId('country')}" name="country" autocomplete="country" required${describedBy('country', model.errors, false)}>
    ${COUNTRIES.map((c) => html`<option value="${c.iso2}"${model.values.country === c.iso2 ? html` selected` : ''}>${c.name}</option>`)}
  </select>
  ${fieldMessages('country', model.errors)}
</div>`;
}

function radio(name: FieldName, value: string, model: CheckoutPageModel, title: string, detail: HtmlPart, price?: string): Html {
  const id = `${name === 'payment_method' ? 'payment' : 'shipping'}-${value}`;
  return html`<label class="choice" for="${id}">
  <input type="radio" id="${id}" name="${name}" value="${value}"${model.values[name] === value ? html` checked` : ''}>
  <span><span class="choice-title">${title}</span><span class="choice-detail">${detail}</span></span>
  ${price ? html`<span class="choice-price">${price}</span>` : ''}
</label>`;
}

function radioGroup(name: FieldName, legend: string, model: CheckoutPageModel, choices: Html[], extra: HtmlPart = ''): Html {
  const errorId = `${fieldId(name)}-error`;
  return html`<fieldset id="${fieldId(name)}" class="${name === 'payment_method' ? 'payment' : ''}"${
    model.errors[name] ? html` aria-describedby="${errorId}"` : ''
  }>
  <legend>${legend}</legend>
  ${model.errors[name] ? html`<p class="error" id="${errorId}">${model.errors[name]}</p>` : ''}
  <div class="choices">${choices}</div>
  ${extra}
</fieldset>`;
}

function errorSummary(model: CheckoutPageModel): Html {
  const fields = Object.keys(model.errors) as FieldName[];
  if (!fields.length && !model.problem) return html``;
  return html`<div class="alert" role="alert" tabindex="-1" id="problems">
  <h2>${model.problem ? 'Your order was not placed' : 'Please check the form'}</h2>
  ${model.problem ? html`<p>${model.problem}</p>` : ''}
  ${fields.length
    ? html`<ul>${fields.map((f) => html`<li><a href="#${fieldId(f)}">${LABELS[f] ?? f}: ${model.errors[f]}</a></li>`)}</ul>`
    : ''}
</div>`;
}

function form(model: CheckoutPageModel): Html {
  const { subtotal, total } = checkoutTotals(model.view, selectedShipping(model.values));
  const formatMoney = moneyIn(model.view.currency.code);
  const action = `/checkout/${model.token}${model.embedded ? '?embedded=1' : ''}`;
  const shippingChoices = quoteAllShipping(subtotal, model.view.currency).map((q) =>
    radio('shipping_method', q.methodId, model, q.name, q.delivery, q.costCents ? formatMoney(q.costCents) : 'Free'),
  );
  const paymentChoices = [
    radio('payment_method', 'card', model, 'Card', 'Visa or Mastercard. Test mode: no money moves.'),
    radio('payment_method', 'test_gateway', model, 'Test payment gateway', 'Places the order without card details; records no payment transaction.'),
  ];
  const cardFields = html`<div class="card-fields grid two">
    ${input('card_number', model, {
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      className: 'span-2',
      conditional: true,
      hint: `Test cards: ${APPROVED_TEST_CARD} is approved, ${DECLINED_TEST_CARD} is declined.`,
    })}
    ${input('card_expiry', model, { autocomplete: 'cc-exp', inputmode: 'numeric', conditional: true })}
    ${input('card_cvc', model, { autocomplete: 'cc-csc', inputmode: 'numeric', conditional: true, secret: true })}
  </div>`;
  return html`<form class="panel" method="post" action="${action}" id="checkout-form" aria-label="Checkout">
  <fieldset>
    <legend>Contact</legend>
    <div class="grid">${input('email', model, { type: 'email', autocomplete: 'email', required: true, hint: 'Your order confirmation goes here.' })}</div>
  </fieldset>
  <fieldset>
    <legend>Shipping address</legend>
    <div class="grid two">
      ${input('first_name', model, { autocomplete: 'given-name', required: true })}
      ${input('last_name', model, { autocomplete: 'family-name', required: true })}
      ${input('street_1', model, { autocomplete: 'address-line1', required: true, className: 'span-2' })}
      ${input('street_2', model, { autocomplete: 'address-line2', className: 'span-2' })}
      ${input('city', model, { autocomplete: 'address-level2', required: true })}
      ${input('state', model, { autocomplete: 'address-level1' })}
      ${input('zip', model, { autocomplete: 'postal-code', required: true })}
      ${countrySelect(model)}
      ${input('phone', model, { type: 'tel', autocomplete: 'tel', className: 'span-2', hint: 'Only used if the carrier needs to reach you.' })}
    </div>
  </fieldset>
  ${radioGroup('shipping_method', 'Shipping method', model, shippingChoices)}
  ${radioGroup('payment_method', 'Payment', model, paymentChoices, cardFields)}
  <div class="field spaced">
    <label for="${fieldId('customer_message')}">${LABELS.customer_message} <span class="optional">(optional)</span></label>
    <textarea id="${fieldId('customer_message')}" name="customer_message"${describedBy('customer_message', model.errors, false)}>${model.values.customer_message}</textarea>
    ${fieldMessages('customer_message', model.errors)}
  </div>
  <div class="check">
    <input type="checkbox" id="${fieldId('newsletter')}" name="newsletter" value="yes"${model.values.newsletter === 'yes' ? html` checked` : ''}>
    <label for="${fieldId('newsletter')}">Send me the newsletter with new arrivals and offers. Unsubscribe at any time.</label>
  </div>
  <button type="submit" class="place-order">Place order · ${formatMoney(total)}</button>
</form>`;
}

/** The hosted checkout page: the cart's summary and the form, with any errors of a previous attempt. */
export function renderCheckoutPage(ctx: ServiceContext, model: CheckoutPageModel): Html {
  return layout({
    title: Object.keys(model.errors).length || model.problem ? 'Check your details – Checkout' : 'Checkout',
    storeName: ctx.store.name,
    embedded: model.embedded,
    scripts: model.scripts,
    body: html`<h1>Checkout</h1>
${errorSummary(model)}
<div class="columns">
${orderSummary(ctx, model.view, selectedShipping(model.values))}
${form(model)}
</div>`,
  });
}
