import { z } from 'zod';
import { type CustomerRow } from '../customers';
import { checkRegion, findCountryByCode } from '../geography';
import {
  APPROVED_TEST_CARD,
  type CardDetails,
  type PaymentInput,
  isTestCard,
  passesLuhn,
  type OrderAddress,
} from '../orders';

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
 * An address the form can start from, in the store's field names: a saved address of the
 * customer's, the checkout's billing address or its consignment's (a shipping estimate
 * may give no more than a country, a state and a postal code).
 */
export interface PrefillAddress {
  first_name?: string;
  last_name?: string;
  email?: string;
  address1?: string;
  address2?: string;
  city?: string;
  state_or_province?: string;
  postal_code?: string;
  country_code?: string;
  phone?: string;
}

/**
 * A fresh form: each field from the first of `addresses` (most wanted first) that has it,
 * else from the signed-in customer's account, else the e-mail the cart already knows; the
 * shipping method the checkout chose, if any.
 */
export function initialValues(
  customer: CustomerRow | undefined,
  cartEmail: string | null,
  addresses: ReadonlyArray<PrefillAddress | null>,
  shippingMethod: string,
): FormValues {
  const values = Object.fromEntries(FIELDS.map((f) => [f, ''])) as FormValues;
  const first = (field: keyof PrefillAddress, fallback = '') =>
    addresses.find((a) => a?.[field])?.[field] ?? fallback;
  return {
    ...values,
    email: first('email', customer?.email ?? cartEmail ?? ''),
    first_name: first('first_name', customer?.first_name ?? ''),
    last_name: first('last_name', customer?.last_name ?? ''),
    phone: first('phone', customer?.phone ?? ''),
    street_1: first('address1'),
    street_2: first('address2'),
    city: first('city'),
    state: first('state_or_province'),
    zip: first('postal_code'),
    country: first('country_code', 'US'),
    shipping_method: shippingMethod,
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
  shippingMethodId: string;
  payment: PaymentInput;
  newsletter: boolean;
  customerMessage: string;
}

/** What the form is checked against besides its own fields: the shipping offered for its address and what is left to pay. */
export interface FormContext {
  nowMs: number;
  /** Option ids shipping offers for the address in the form. */
  shippingOptionIds: readonly string[];
  /** What a payment must cover after gift certificates (cents): nothing to pay needs no payment details. */
  amountDueCents: number;
}

const needed = (what: string, max = 255) =>
  z.string().min(1, `Enter ${what}.`).max(max, `Keep this under ${max} characters.`);
const optional = (max: number) => z.string().max(max, `Keep this under ${max} characters.`);

const formSchema = z.object({
  email: z.email('Enter an e-mail address like name@example.com.'),
  first_name: needed('your first name', 100),
  last_name: needed('your last name', 100),
  street_1: needed('the street address'),
  street_2: optional(255),
  city: needed('the town or city', 100),
  state: optional(100),
  zip: z
    .string()
    .regex(
      /^[A-Za-z0-9][A-Za-z0-9 -]{1,10}$/,
      'Enter the postal code, for example 78751 or SW1A 1AA.',
    ),
  country: z
    .string()
    .refine((code) => findCountryByCode(code) !== null, 'Choose a country from the list.'),
  phone: z
    .string()
    .regex(
      /^$|^\+?[0-9 ().-]{6,20}$/,
      'Enter a phone number with digits only, for example +1 512 555 0100, or leave it empty.',
    ),
  shipping_method: z.string(),
  payment_method: z.string(),
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

function checkCard(
  values: FormValues,
  nowMs: number,
): { card: CardDetails | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const digits = values.card_number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits))
    errors.card_number = 'Enter the card number as it appears on the card.';
  else if (!isTestCard(digits))
    errors.card_number = `This store takes test cards only: use ${APPROVED_TEST_CARD}.`;
  const expiry = parseExpiry(values.card_expiry);
  const now = new Date(nowMs);
  if (!expiry) errors.card_expiry = 'Enter the expiry date as MM/YY, for example 09/29.';
  else if (expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
    errors.card_expiry = 'This card has expired. Use another card.';
  if (!/^\d{3,4}$/.test(values.card_cvc))
    errors.card_cvc = 'Enter the 3 or 4 digit security code from the back of the card.';
  if (Object.keys(errors).length || !expiry) return { card: null, errors };
  return {
    card: {
      number: digits,
      expiryMonth: expiry.month,
      expiryYear: expiry.year,
      cvc: values.card_cvc,
    },
    errors,
  };
}

/** How the order is paid: nothing to take when gift certificates cover it, else the chosen method. */
function checkPayment(
  values: FormValues,
  context: FormContext,
): { payment: PaymentInput | null; errors: FieldErrors } {
  if (context.amountDueCents === 0) return { payment: { kind: 'gift_certificate' }, errors: {} };
  if (values.payment_method === 'test_gateway')
    return { payment: { kind: 'test_gateway' }, errors: {} };
  if (values.payment_method !== 'card')
    return { payment: null, errors: { payment_method: 'Choose how to pay.' } };
  const { card, errors } = checkCard(values, context.nowMs);
  return { payment: card ? { kind: 'card', card } : null, errors };
}

/** Checks every field and says what is wrong with each, in words a shopper can act on. */
export function validateForm(
  values: FormValues,
  context: FormContext,
): { ok: true; order: CheckoutOrder } | { ok: false; errors: FieldErrors } {
  const result = formSchema.safeParse(values);
  const errors: FieldErrors = {};
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as FieldName;
      errors[field] ??= issue.message;
    }
  }
  const country = findCountryByCode(values.country);
  const region = country ? checkRegion(country, values.state) : null;
  if (region && !region.ok)
    errors.state ??= values.state
      ? `Enter a state or province of ${country!.name}, for example its name or abbreviation.`
      : `Enter the state or province.`;
  if (country && !context.shippingOptionIds.length)
    errors.country ??= `We do not ship to ${country.name} yet. Choose another country.`;
  else if (!context.shippingOptionIds.includes(values.shipping_method))
    errors.shipping_method = 'Choose a shipping method for this address.';
  const payment = checkPayment(values, context);
  Object.assign(errors, payment.errors);
  if (!result.success || Object.keys(errors).length || !payment.payment || !country || !region?.ok)
    return { ok: false, errors };

  const form = result.data;
  const address: OrderAddress = {
    first_name: form.first_name,
    last_name: form.last_name,
    company: '',
    street_1: form.street_1,
    street_2: form.street_2,
    city: form.city,
    state: region.name,
    zip: form.zip.toUpperCase(),
    country: country.name,
    country_iso2: country.iso2,
    phone: form.phone,
    email: form.email,
  };
  return {
    ok: true,
    order: {
      address,
      shippingMethodId: form.shipping_method,
      payment: payment.payment,
      newsletter: form.newsletter === 'yes',
      customerMessage: form.customer_message,
    },
  };
}
