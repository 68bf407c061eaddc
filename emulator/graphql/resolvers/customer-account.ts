import {
  type AddressFields,
  type AddressRow,
  addressFieldsOf,
  addressesOf,
  deleteAddresses,
  findAddress,
  findSameAddress,
  insertAddress,
  publishAddressEvent,
  updateAddress,
  channelPrivacy,
  authenticate,
  PASSWORD_COMPLEXITY,
  hashPassword,
  passwordProblem,
  type CustomerRow,
  findCustomer,
  findCustomerByEmail,
  updateCustomer,
} from '../../customers';
import { type ServiceContext } from '../../core';
import { checkRegion, findCountryByCode } from '../../geography';
import { storefrontMetafields } from '../../metafields';
import { type GraphQLContext } from '../context';
import { signInClient } from '../sign-in-client';
import { type Resolvers } from '../generated/resolvers';
import { connectionOfList } from '../relay';

/**
 * The signed-in customer's own account: address book, details, password, and the
 * metafields the storefront may read. Problems come back in each result's `errors`, in
 * words for the shopper, as the real endpoint answers them.
 */

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** How many addresses an address book holds. */
const MAX_ADDRESSES = 100;

const notLoggedIn = {
  __typename: 'CustomerNotLoggedInError' as const,
  message: 'Sign in to change your account.',
};
const invalid = (field: string, message: string) => ({
  __typename: 'ValidationError' as const,
  path: [field],
  message,
});

/** The request's customer, or null when nobody is signed in (or the customer is gone). */
const signedIn = (ctx: GraphQLContext): CustomerRow | null =>
  ctx.customerId ? (findCustomer(ctx.svc, ctx.customerId) ?? null) : null;

interface AddressInput {
  firstName?: string | null;
  lastName?: string | null;
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  company?: string | null;
  countryCode?: string | null;
  stateOrProvince?: string | null;
  phone?: string | null;
  postalCode?: string | null;
}

const LIMITS: Record<string, number> = {
  firstName: 255,
  lastName: 255,
  address1: 255,
  address2: 255,
  city: 100,
  company: 255,
  stateOrProvince: 100,
  phone: 50,
  postalCode: 30,
};
const REQUIRED: Record<string, string> = {
  firstName: 'Enter a first name.',
  lastName: 'Enter a last name.',
  address1: 'Enter the street address.',
  city: 'Enter the town or city.',
};

/**
 * An address input over a stored one (or none), checked as the store checks addresses:
 * required fields, lengths, a country the store knows and, where it lists them, one of
 * its states (kept by full name). The first problem found, or the fields to store.
 */
function checkedAddress(
  base: AddressFields | null,
  input: AddressInput,
): { ok: true; fields: AddressFields } | { ok: false; error: ReturnType<typeof invalid> } {
  const value = (field: keyof AddressInput, stored: string) => (input[field] ?? stored).trim();
  const merged = {
    firstName: value('firstName', base?.first_name ?? ''),
    lastName: value('lastName', base?.last_name ?? ''),
    address1: value('address1', base?.address1 ?? ''),
    address2: value('address2', base?.address2 ?? ''),
    city: value('city', base?.city ?? ''),
    company: value('company', base?.company ?? ''),
    countryCode: value('countryCode', base?.country_code ?? ''),
    stateOrProvince: value('stateOrProvince', base?.state_or_province ?? ''),
    phone: value('phone', base?.phone ?? ''),
    postalCode: value('postalCode', base?.postal_code ?? ''),
  };
  for (const [field, message] of Object.entries(REQUIRED))
    if (!merged[field as keyof typeof merged]) return { ok: false, error: invalid(field, message) };
  for (const [field, max] of Object.entries(LIMITS)) {
    if (merged[field as keyof typeof merged].length > max)
      return { ok: false, error: invalid(field, `Keep this under ${max} characters.`) };
  }
  const country = findCountryByCode(merged.countryCode);
  if (!country)
    return { ok: false, error: invalid('countryCode', 'Choose a country the store ships to.') };
  const region = checkRegion(country, merged.stateOrProvince);
  if (!region.ok)
    return {
      ok: false,
      error: invalid(
        'stateOrProvince',
        merged.stateOrProvince
          ? `Choose a state or province of ${country.name}.`
          : 'Choose the state or province.',
      ),
    };
  return {
    ok: true,
    fields: {
      first_name: merged.firstName,
      last_name: merged.lastName,
      company: merged.company,
      address1: merged.address1,
      address2: merged.address2,
      city: merged.city,
      state_or_province: region.name,
      postal_code: merged.postalCode,
      country_code: country.iso2,
      phone: merged.phone,
      address_type: base?.address_type ?? 'residential',
    },
  };
}

const ownAddress = (ctx: ServiceContext, customerId: number, id: number): AddressRow | null => {
  const row = findAddress(ctx, id);
  return row && row.customer_id === customerId ? row : null;
};

export const customerAccountResolvers: Resolvers = {
  Customer: {
    addresses: (c, args, ctx) => connectionOfList(addressesOf(ctx.svc, c.id), args),
    metafields: (c, args, ctx) =>
      connectionOfList(
        storefrontMetafields(ctx.svc, 'customer', c.id, args.namespace, args.keys ?? []),
        args,
      ),
  },

  CustomerAddress: {
    entityId: (a) => a.id,
    firstName: (a) => a.first_name,
    lastName: (a) => a.last_name,
    address1: (a) => a.address1,
    address2: (a) => a.address2 || null,
    city: (a) => a.city,
    countryCode: (a) => a.country_code,
    stateOrProvince: (a) => a.state_or_province || null,
    phone: (a) => a.phone || null,
    postalCode: (a) => a.postal_code || null,
    company: (a) => a.company || null,
  },

  Settings: {
    customers: () => ({ passwordComplexitySettings: PASSWORD_COMPLEXITY }),
    privacy: (_s, _a, ctx) => channelPrivacy(ctx.svc, ctx.channelId),
  },

  CustomerMutations: {
    updateCustomer: (_m, { input }, ctx) => {
      const customer = signedIn(ctx);
      if (!customer) return { customer: null, errors: [notLoggedIn] };
      const changes = {
        first_name: input.firstName?.trim(),
        last_name: input.lastName?.trim(),
        email: input.email?.trim(),
        phone: input.phone?.trim(),
        company: input.company?.trim(),
      };
      if (changes.first_name === '')
        return { customer: null, errors: [invalid('firstName', 'Enter your first name.')] };
      if (changes.last_name === '')
        return { customer: null, errors: [invalid('lastName', 'Enter your last name.')] };
      for (const [field, value] of Object.entries({
        firstName: changes.first_name,
        lastName: changes.last_name,
        company: changes.company,
      })) {
        if (value && value.length > 255)
          return { customer: null, errors: [invalid(field, 'Keep this under 255 characters.')] };
      }
      if (changes.phone && !/^\+?[0-9 ().-]{6,50}$/.test(changes.phone)) {
        return {
          customer: null,
          errors: [
            invalid('phone', 'Enter a phone number with digits only, for example +1 512 555 0100.'),
          ],
        };
      }
      if (changes.email !== undefined) {
        if (!EMAIL.test(changes.email))
          return {
            customer: null,
            errors: [invalid('email', 'Enter an e-mail address like name@example.com.')],
          };
        const other = findCustomerByEmail(ctx.svc, changes.email);
        if (other && other.id !== customer.id) {
          return {
            customer: null,
            errors: [
              {
                __typename: 'EmailAlreadyInUseError' as const,
                message: 'This e-mail address belongs to another account.',
              },
            ],
          };
        }
      }
      updateCustomer(ctx.svc, customer, changes, null);
      ctx.svc.events.publish('store/customer/updated', { type: 'customer', id: customer.id });
      return { customer: findCustomer(ctx.svc, customer.id)!, errors: [] };
    },

    changePassword: async (_m, { input }, ctx) => {
      const customer = signedIn(ctx);
      if (!customer) return { errors: [notLoggedIn] };
      // The same throttle as signing in: a wrong current password counts as a failed sign-in.
      const check = await authenticate(
        ctx.svc,
        customer.email,
        input.currentPassword,
        signInClient(ctx),
      );
      if (!check.ok)
        return {
          errors: [
            invalid(
              'currentPassword',
              check.reason === 'throttled' ? check.message : 'Your current password is not right.',
            ),
          ],
        };
      const problem = passwordProblem(input.newPassword);
      if (problem)
        return { errors: [{ __typename: 'CustomerPasswordError' as const, message: problem }] };
      if (input.newPassword === input.currentPassword) {
        return {
          errors: [
            {
              __typename: 'CustomerPasswordError' as const,
              message: 'Choose a new password that differs from your current one.',
            },
          ],
        };
      }
      updateCustomer(ctx.svc, customer, {}, await hashPassword(input.newPassword));
      ctx.svc.events.publish('store/customer/updated', { type: 'customer', id: customer.id });
      return { errors: [] };
    },

    addCustomerAddress: (_m, { input }, ctx) => {
      const customer = signedIn(ctx);
      if (!customer) return { address: null, errors: [notLoggedIn] };
      const checked = checkedAddress(null, input);
      if (!checked.ok) return { address: null, errors: [checked.error] };
      if (findSameAddress(ctx.svc, customer.id, checked.fields)) {
        return {
          address: null,
          errors: [
            {
              __typename: 'CustomerAddressCreationError' as const,
              message: 'This address is already in your address book.',
            },
          ],
        };
      }
      if (addressesOf(ctx.svc, customer.id).length >= MAX_ADDRESSES) {
        return {
          address: null,
          errors: [
            {
              __typename: 'CustomerAddressCreationError' as const,
              message: `An address book holds at most ${MAX_ADDRESSES} addresses; delete one first.`,
            },
          ],
        };
      }
      const row = insertAddress(ctx.svc, customer.id, checked.fields);
      publishAddressEvent(ctx.svc, 'created', row);
      return { address: row, errors: [] };
    },

    updateCustomerAddress: (_m, { input }, ctx) => {
      const customer = signedIn(ctx);
      if (!customer) return { address: null, errors: [notLoggedIn] };
      const row = ownAddress(ctx.svc, customer.id, input.addressEntityId);
      if (!row)
        return {
          address: null,
          errors: [
            {
              __typename: 'AddressDoesNotExistError' as const,
              message: 'This address is not in your address book.',
            },
          ],
        };
      const checked = checkedAddress(addressFieldsOf(row), input.data);
      if (!checked.ok) return { address: null, errors: [checked.error] };
      if (findSameAddress(ctx.svc, customer.id, checked.fields, row.id)) {
        return {
          address: null,
          errors: [
            {
              __typename: 'CustomerAddressUpdateError' as const,
              message: 'Another address in your address book is the same.',
            },
          ],
        };
      }
      const updated = updateAddress(ctx.svc, row.id, checked.fields);
      publishAddressEvent(ctx.svc, 'updated', updated);
      return { address: updated, errors: [] };
    },

    deleteCustomerAddress: (_m, { input }, ctx) => {
      const customer = signedIn(ctx);
      if (!customer) return { errors: [notLoggedIn] };
      const row = ownAddress(ctx.svc, customer.id, input.addressEntityId);
      if (!row)
        return {
          errors: [
            {
              __typename: 'CustomerAddressDeletionError' as const,
              message: 'This address is not in your address book.',
            },
          ],
        };
      deleteAddresses(ctx.svc, [row.id]);
      publishAddressEvent(ctx.svc, 'deleted', row);
      return { errors: [] };
    },
  },
};
