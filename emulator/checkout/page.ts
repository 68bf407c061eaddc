import { type CartView } from '../carts';
import { type ServiceContext, formatMoney } from '../core';
import { type AddressRow } from '../customers';
import { COUNTRIES, findCountryByCode, statesOf } from '../geography';
import { APPROVED_TEST_CARD, DECLINED_TEST_CARD } from '../orders';
import { type ShippingQuote, priceText } from '../shipping';
import { type FieldErrors, type FieldName, type FormValues } from './form';
import { type StoreTexts, storeTexts } from '../locales';
import { type Html, type HtmlPart, html } from '../core';
import { layout } from './layout';
import { type PageScripts } from './scripts';
import { type SummaryMoney, orderSummary } from './summary';

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
  /** Shipping offered for the address in the form, and the money with the method chosen. */
  quotes: readonly ShippingQuote[];
  money: SummaryMoney;
  /** A signed-in customer's address book, to fill the form from. */
  savedAddresses: readonly AddressRow[];
  /** The coupon and gift certificate form's outcome: applied, or what is wrong with the code. */
  codes: { message: string; ok: boolean } | null;
}

/** The checkout's fixed texts in the cart's language. */
const textsOf = (model: CheckoutPageModel) => storeTexts(model.view.cart.locale).checkout;

const fieldId = (name: FieldName) => `field-${name}`;

/** ARIA wiring shared by every input: invalid state and the ids of its hint and error. */
function describedBy(name: FieldName, errors: FieldErrors, hasHint: boolean): Html {
  const ids = [hasHint ? `${fieldId(name)}-hint` : '', errors[name] ? `${fieldId(name)}-error` : '']
    .filter(Boolean)
    .join(' ');
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
  /** Suggestions to pick from while typing (a datalist, given after the field). */
  suggestions?: { id: string; values: readonly string[] };
}

function input(name: FieldName, model: CheckoutPageModel, o: InputOptions): Html {
  const value = o.secret ? '' : model.values[name];
  return html`<div class="field ${o.className ?? ''}">
  <label for="${fieldId(name)}">${textsOf(model).labels[name as keyof StoreTexts['checkout']['labels']]}${o.required || o.conditional ? '' : html` <span class="optional">${textsOf(model).optional}</span>`}</label>
  <input id="${fieldId(name)}" name="${name}" type="${o.type ?? 'text'}" value="${value}" autocomplete="${o.autocomplete}"${
    o.inputmode ? html` inputmode="${o.inputmode}"` : ''
  }${o.suggestions ? html` list="${o.suggestions.id}"` : ''}${o.required ? html` required` : ''}${describedBy(name, model.errors, Boolean(o.hint))}>
  ${o.suggestions ? html`<datalist id="${o.suggestions.id}">${o.suggestions.values.map((v) => html`<option value="${v}">`)}</datalist>` : ''}
  ${fieldMessages(name, model.errors, o.hint)}
</div>`;
}

/**
 * The state or province: needed only in a country that has them (so neither "required"
 * nor "(optional)"), with the chosen country's states to pick from as the shopper types,
 * as the storefront's cart offers them. A text field, so that it works without JavaScript
 * whichever country is chosen; placing the order checks it against the country.
 */
function stateInput(model: CheckoutPageModel): Html {
  const country = findCountryByCode(model.values.country);
  const states = country ? statesOf(country.id).map((s) => s.name) : [];
  return input('state', model, {
    autocomplete: 'address-level1',
    conditional: true,
    hint: states.length ? textsOf(model).stateHintFor(country!.name) : textsOf(model).stateHint,
    ...(states.length ? { suggestions: { id: 'states-of-country', values: states } } : {}),
  });
}

function countrySelect(model: CheckoutPageModel): Html {
  return html`<div class="field">
  <label for="${fieldId('country')}">${textsOf(model).labels.country}</label>
  <select id="${fieldId('country')}" name="country" autocomplete="country" required${describedBy('country', model.errors, false)}>
    ${COUNTRIES.map((c) => html`<option value="${c.iso2}"${model.values.country === c.iso2 ? html` selected` : ''}>${c.name}</option>`)}
  </select>
  ${fieldMessages('country', model.errors)}
</div>`;
}

function radio(
  name: FieldName,
  value: string,
  model: CheckoutPageModel,
  title: string,
  detail: HtmlPart,
  price?: string,
): Html {
  const id = `${name === 'payment_method' ? 'payment' : 'shipping'}-${value}`;
  return html`<label class="choice" for="${id}">
  <input type="radio" id="${id}" name="${name}" value="${value}"${model.values[name] === value ? html` checked` : ''}>
  <span><span class="choice-title">${title}</span><span class="choice-detail">${detail}</span></span>
  ${price ? html`<span class="choice-price">${price}</span>` : ''}
</label>`;
}

function radioGroup(
  name: FieldName,
  legend: string,
  model: CheckoutPageModel,
  choices: Html[],
  extra: HtmlPart = '',
): Html {
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
  <h2>${model.problem ? textsOf(model).notPlaced : textsOf(model).checkTheForm}</h2>
  ${model.problem ? html`<p>${model.problem}</p>` : ''}
  ${
    fields.length
      ? html`<ul>${fields.map((f) => html`<li><a href="#${fieldId(f)}">${textsOf(model).labels[f as keyof StoreTexts['checkout']['labels']] ?? f}: ${model.errors[f]}</a></li>`)}</ul>`
      : ''
  }
</div>`;
}

function shippingChoices(model: CheckoutPageModel): Html[] {
  return model.quotes.map((q) =>
    radio(
      'shipping_method',
      q.methodId,
      model,
      q.name,
      q.delivery,
      priceText(q.costCents, model.view.currency.code),
    ),
  );
}

function form(model: CheckoutPageModel): Html {
  const action = `${checkoutPath(model)}${model.embedded ? '?embedded=1' : ''}`;
  const t = textsOf(model);
  const noShipping = html`<p class="hint">${t.noShipping}</p>`;
  const paymentChoices = [
    radio('payment_method', 'card', model, t.card, t.cardHint),
    radio('payment_method', 'test_gateway', model, t.testGateway, t.testGatewayHint),
  ];
  const cardFields = html`<div class="card-fields grid two">
    ${input('card_number', model, {
      autocomplete: 'cc-number',
      inputmode: 'numeric',
      className: 'span-2',
      conditional: true,
      hint: t.testCards(APPROVED_TEST_CARD, DECLINED_TEST_CARD),
    })}
    ${input('card_expiry', model, { autocomplete: 'cc-exp', inputmode: 'numeric', conditional: true })}
    ${input('card_cvc', model, { autocomplete: 'cc-csc', inputmode: 'numeric', conditional: true, secret: true })}
  </div>`;
  const due = model.money.amountDueCents;
  return html`<form class="panel" method="post" action="${action}" id="checkout-form" aria-label="Checkout">
  <fieldset>
    <legend>${t.contact}</legend>
    <div class="grid">${input('email', model, { type: 'email', autocomplete: 'email', required: true, hint: t.emailHint })}</div>
  </fieldset>
  <fieldset>
    <legend>${t.shippingAddress}</legend>
    <div class="grid two">
      ${input('first_name', model, { autocomplete: 'given-name', required: true })}
      ${input('last_name', model, { autocomplete: 'family-name', required: true })}
      ${input('street_1', model, { autocomplete: 'address-line1', required: true, className: 'span-2' })}
      ${input('street_2', model, { autocomplete: 'address-line2', className: 'span-2' })}
      ${input('city', model, { autocomplete: 'address-level2', required: true })}
      ${stateInput(model)}
      ${input('zip', model, { autocomplete: 'postal-code', required: true })}
      ${countrySelect(model)}
      ${input('phone', model, { type: 'tel', autocomplete: 'tel', className: 'span-2', hint: t.phoneHint })}
    </div>
  </fieldset>
  ${radioGroup('shipping_method', t.shippingMethod, model, shippingChoices(model), model.quotes.length ? html`<p class="hint">${t.shippingPricesHint}</p>` : noShipping)}
  ${
    due > 0
      ? radioGroup('payment_method', t.payment, model, paymentChoices, cardFields)
      : html`<fieldset><legend>${t.payment}</legend><p>${t.paidByCertificates}</p></fieldset>`
  }
  <div class="field spaced">
    <label for="${fieldId('customer_message')}">${t.labels.customer_message} <span class="optional">${t.optional}</span></label>
    <textarea id="${fieldId('customer_message')}" name="customer_message"${describedBy('customer_message', model.errors, false)}>${model.values.customer_message}</textarea>
    ${fieldMessages('customer_message', model.errors)}
  </div>
  <div class="check">
    <input type="checkbox" id="${fieldId('newsletter')}" name="newsletter" value="yes"${model.values.newsletter === 'yes' ? html` checked` : ''}>
    <label for="${fieldId('newsletter')}">${t.newsletter}</label>
  </div>
  <button type="submit" class="place-order">${t.placeOrder(formatMoney(due, model.view.currency.code))}</button>
</form>`;
}

const checkoutPath = (model: Pick<CheckoutPageModel, 'token'>) =>
  `/checkout/${encodeURIComponent(model.token)}`;

/** A one-line form of a saved address: name, street, city, state and postal code, country. */
function addressLine(address: AddressRow): string {
  const country = findCountryByCode(address.country_code)?.name ?? address.country_code;
  return [
    `${address.first_name} ${address.last_name}`,
    address.address1,
    address.city,
    [address.state_or_province, address.postal_code].filter(Boolean).join(' '),
    country,
  ]
    .filter(Boolean)
    .join(', ');
}

/**
 * The customer's saved addresses: picking one fills the shipping address (a plain GET
 * form, so it works without script). The form posts only which address, never its fields.
 */
function savedAddresses(model: CheckoutPageModel): Html {
  if (!model.savedAddresses.length) return html``;
  const embedded = model.embedded ? html`<input type="hidden" name="embedded" value="1">` : '';
  return html`<form class="panel saved-addresses" method="get" action="${checkoutPath(model)}" aria-labelledby="saved-title">
  <h2 id="saved-title">${textsOf(model).savedAddresses}</h2>
  ${embedded}
  <div class="field">
    <label for="saved-address">${textsOf(model).shipToSaved}</label>
    <select id="saved-address" name="address">
      ${model.savedAddresses.map((a) => html`<option value="${a.id}">${addressLine(a)}</option>`)}
    </select>
  </div>
  <button type="submit" class="secondary">${textsOf(model).useThisAddress}</button>
</form>`;
}

/**
 * Coupon and gift certificate codes: one field for either, as the real checkout has, with
 * what is applied and a button to take each off. Its own form (posted to `.../codes`), so
 * applying a code never places the order.
 */
function codes(model: CheckoutPageModel): Html {
  const { totals, giftCertificates } = model.money;
  const applied = [
    ...(totals.coupon
      ? [
          {
            kind: 'coupon',
            code: totals.coupon.code,
            label: `Coupon ${totals.coupon.code}: ${totals.coupon.name}`,
          },
        ]
      : []),
    ...giftCertificates.map((p) => ({
      kind: 'gift_certificate',
      code: p.certificate.code,
      label: `Gift certificate ${p.certificate.code}: ${formatMoney(p.certificate.balance)} balance, pays ${formatMoney(p.amountCents)}`,
    })),
  ];
  const message = model.codes
    ? html`<p class="${model.codes.ok ? 'ok' : 'error'}" id="code-message" role="${model.codes.ok ? 'status' : 'alert'}">${model.codes.message}</p>`
    : '';
  return html`<form class="panel codes" method="post" action="${checkoutPath(model)}/codes${model.embedded ? '?embedded=1' : ''}" aria-labelledby="codes-title">
  <h2 id="codes-title">${textsOf(model).codesTitle}</h2>
  <div class="field">
    <label for="code">${textsOf(model).code}</label>
    <div class="inline">
      <input id="code" name="code" type="text" autocomplete="off" autocapitalize="characters"${model.codes && !model.codes.ok ? html` aria-invalid="true" aria-describedby="code-message"` : ''}>
      <button type="submit" name="intent" value="apply" class="secondary">${textsOf(model).apply}</button>
    </div>
    ${message}
  </div>
  ${
    applied.length
      ? html`<ul class="applied">${applied.map(
          (a) =>
            html`<li><span>${a.label}</span><button type="submit" name="remove" value="${a.kind}:${a.code}" class="link">${textsOf(model).remove}<span class="visually-hidden"> ${a.code}</span></button></li>`,
        )}</ul>`
      : ''
  }
</form>`;
}

/** The hosted checkout page: the cart's summary, codes, saved addresses and the form, with any errors of a previous attempt. */
export function renderCheckoutPage(ctx: ServiceContext, model: CheckoutPageModel): Html {
  const t = textsOf(model);
  return layout({
    title: Object.keys(model.errors).length || model.problem ? t.titleWithErrors : t.title,
    locale: model.view.cart.locale,
    storeName: ctx.store.name,
    embedded: model.embedded,
    scripts: model.scripts,
    body: html`<h1>${t.title}</h1>
${errorSummary(model)}
<div class="columns">
<div class="aside">
${orderSummary(ctx, model.view, model.money)}
${codes(model)}
</div>
<div class="main">
${savedAddresses(model)}
${form(model)}
</div>
</div>`,
  });
}
