import { z } from 'zod';
import { type CustomerRow } from '../customers/repository';
import { type CheckoutAddress } from './api/inputs';
import { findCountryByCode } from '../geography/lookup';
import { APPROVED_TEST_CARD, type CardDetails, type PaymentInput, isTestCard, passesLuhn } from '../orders/payments';
import { type OrderAddress } from '../orders/repository';
import { DEFAULT_SHIPPING_METHOD, SHIPPING_METHOD_IDS, type ShippingMethodId } from '../orders/shipping';

/** The fields of the checkout form, by their `name`. */
export const FIELDS = [
  'email',
  'first_name',
  'last_name',
  'street_1',
  'street_2',
  'city',
  'state',
  'zip',
  'country',
  'phone',
  'shipping_method',
  'payment_method',
  'card_number',
  'card_expiry',
  'card_cvc',
  'newsletter',
  'customer_message',
] as const;
export type FieldName = (typeof FIELDS)[number];

/** What the shopper typed, as text, so the page can show it again next to any error. */
export type FormValues = Record<FieldName, string>;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const PAYMENT_METHODS = ['card', 'test_gateway'] as const;

/**
 * A fresh form: filled from the billing address a checkout was given (v3 checkouts
 * interface), else from the signed-in customer's account, else with the e-mail the cart
 * already knows.
 */
export function initialValues(customer: CustomerRow | undefined, cartEmail: string | null, billing: CheckoutAddress | null = null): FormValues {
  const values = Object.fromEntries(FIELDS.map((f) => [f, ''])) as FormValues;
  return {
    ...values,
    email: billing?.email ?? customer?.email ?? cartEmail ?? '',
    first_name: billing?.first_name ?? customer?.first_name ?? '',
    last_name: billing?.last_name ?? customer?.last_name ?? '',
    phone: billing?.phone ?? customer?.phone ?? '',
    street_1: billing?.address1 ?? '',
    street_2: billing?.address2 ?? '',
    city: billing?.city ?? '',
    state: billing?.state_or_province ?? '',
    zip: billing?.postal_code ?? '',
    country: billing?.country_code ?? 'US',
    shipping_method: DEFAULT_SHIPPING_METHOD,
    payment_method: 'card',
  };
}

/**
 * The posted form as text. Anything that is not a single string (a repeated field, a
 * missing body) becomes empty, which validation then reports like any missing value.
 */
export function readForm(body: unknown): FormValues {
  const source = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  return Object.fromEntries(
    FIELDS.map((field) => {
      const value = source[field];
      return [field, typeof value === 'string' ? value.trim().slice(0, 2000) : ''];
    }),
  ) as FormValues;
}

export interface CheckoutOrder {
  address: OrderAddress;
  shippingMethodId: ShippingMethodId;
  payment: PaymentInput;
  newsletter: boolean;
  customerMessage: string;
}

const needed = (what: string, max = 255) => z.string().min(1, `Enter ${what}.`).max(max, `Keep this under ${max} characters.`);
const optional = (max: number) => z.string().max(max, `Keep this under ${max} characters.`);

const formSchema = z.object({
  email: z.email('Enter an e-mail address like name@example.com.'),
  first_name: needed('your first name', 100),
  last_name: needed('your last name', 100),
  street_1: needed('the street address'),
  street_2: optional(255),
  city: needed('the town or city', 100),
  state: optional(100),
  zip: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/, 'Enter the postal code, for example 78751 or SW1A 1AA.'),
  country: z.string().refine((code) => findCountryByCode(code) !== null, 'Choose a country from the list.'),
  phone: z.string().regex(/^$|^\+?[0-9 ().-]{6,20}$/, 'Enter a phone number with digits only, for example +1 512 555 0100, or leave it empty.'),
  shipping_method: z.enum(SHIPPING_METHOD_IDS, 'Choose a shipping method.'),
  payment_method: z.enum(PAYMENT_METHODS, 'Choose how to pay.'),
  card_number: z.string(),
  card_expiry: z.string(),
  card_cvc: z.string(),
  newsletter: z.string(),
  customer_message: optional(1000),
});

/** A card's expiry as "MM/YY" (or "MM/YYYY"), or null when it is not one. */
function parseExpiry(text: string): { month: number; year: number } | null {
  const match = /^(0?[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/.exec(text);
  if (!match) return null;
  const year = Number(match[2]);
  return { month: Number(match[1]), year: year < 100 ? 2000 + year : year };
}

function checkCard(values: FormValues, nowMs: number): { card: CardDetails | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const digits = values.card_number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) errors.card_number = 'Enter the card number as it appears on the card.';
  else if (!isTestCard(digits)) errors.card_number = `This store takes test cards only: use ${APPROVED_TEST_CARD}.`;
  const expiry = parseExpiry(values.card_expiry);
  const now = new Date(nowMs);
  if (!expiry) errors.card_expiry = 'Enter the expiry date as MM/YY, for example 09/29.';
  else if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) errors.card_expiry = 'This card has expired. Use another card.';
  if (!/^\d{3,4}$/.test(values.card_cvc)) errors.card_cvc = 'Enter the 3 or 4 digit security code from the back of the card.';
  if (Object.keys(errors).length || !expiry) return { card: null, errors };
  return { card: { number: digits, expiryMonth: expiry.month, expiryYear: expiry.year, cvc: values.card_cvc }, errors };
}

/** Checks every field and says what is wrong with each, in words a shopper can act on. */
export function validateForm(values: FormValues, nowMs: number): { ok: true; order: CheckoutOrder } | { ok: false; errors: FieldErrors } {
  const result = formSchema.safeParse(values);
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as FieldName;
      errors[field] ??= issue.message;
    }
  }
  const card = values.payment_method === 'card' ? checkCard(values, nowMs) : { card: null, errors: {} };
  Object.assign(errors, card.errors);
  if (!result.success || Object.keys(errors).length) return { ok: false, errors };

  const form = result.data;
  const country = findCountryByCode(form.country)!;
  const address: OrderAddress = {
    first_name: form.first_name,
    last_name: form.last_name,
    company: '',
    street_1: form.street_1,
    street_2: form.street_2,
    city: form.city,
    state: form.state,
    zip: form.zip.toUpperCase(),
    country: country.name,
    country_iso2: country.iso2,
    phone: form.phone,
    email: form.email,
  };
  const payment: PaymentInput = card.card ? { kind: 'card', card: card.card } : { kind: 'test_gateway' };
  return {
    ok: true,
    order: { address, shippingMethodId: form.shipping_method, payment, newsletter: form.newsletter === 'yes', customerMessage: form.customer_message },
  };
}
