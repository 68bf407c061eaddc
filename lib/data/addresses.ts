import 'server-only';
import { cacheLife, cacheTag } from 'next/cache';
import {
  AddCustomerAddressDocument,
  type AddressFieldsFragment,
  AddressBookDocument,
  DeleteCustomerAddressDocument,
  UpdateCustomerAddressDocument,
} from '@/graphql/generated/operations';
import { type AddressInput } from '../shared/address-rules';
import { cacheTags } from '../shared/cache-tags.mjs';
import { createMetafield, updateMetafieldValue } from '../store/management/metafields';
import { storefrontMutation, storefrontQuery } from '../store/graphql';
import { storeApi } from '../store/management-client';

/**
 * The signed-in customer's address book. Which address is their default is kept on the
 * customer as a metafield the storefront may read (the store's addresses have no such
 * flag); without one, the first address is the default.
 */
const DEFAULT_ADDRESS = {
  namespace: 'storefront.address-book',
  key: 'default_address_id',
} as const;

export type SavedAddress = AddressFieldsFragment;

export async function getAddressBook(customerId: number) {
  'use cache';
  cacheLife('minutes');
  cacheTag(cacheTags.customerAddresses(customerId));
  const { customer } = await storefrontQuery(
    AddressBookDocument,
    { metafieldNamespace: DEFAULT_ADDRESS.namespace },
    { customerId },
  );
  const addresses = customer?.addresses.edges?.map((edge) => edge.node) ?? [];
  const marker =
    customer?.metafields.edges?.find((edge) => edge.node.key === DEFAULT_ADDRESS.key)?.node ?? null;
  const chosen = addresses.find((a) => String(a.entityId) === marker?.value);
  return {
    addresses,
    defaultId: chosen?.entityId ?? addresses[0]?.entityId ?? null,
    markerId: marker?.entityId ?? null,
  };
}

export type AddressBook = Awaited<ReturnType<typeof getAddressBook>>;

/** What the store said about an address it did not take: a field it names, or the whole address. */
export interface AddressProblem {
  field: string | null;
  message: string;
}

type AddressAnswer = {
  address?: SavedAddress | null;
  errors: ReadonlyArray<{ __typename: string; message: string; path?: readonly string[] }>;
};

const problemsOf = (answer: AddressAnswer): AddressProblem[] =>
  answer.errors.map((e) => ({ field: e.path?.at(-1) ?? null, message: e.message }));

const storeInput = (address: AddressInput) => ({
  firstName: address.firstName,
  lastName: address.lastName,
  company: address.company,
  address1: address.address1,
  address2: address.address2,
  city: address.city,
  stateOrProvince: address.stateOrProvince,
  postalCode: address.postalCode,
  countryCode: address.countryCode,
  phone: address.phone,
});

export async function addAddress(
  customerId: number,
  address: AddressInput,
): Promise<{ id: number | null; problems: AddressProblem[] }> {
  const { customer } = await storefrontMutation(
    AddCustomerAddressDocument,
    { input: storeInput(address) },
    { customerId },
  );
  const answer = customer.addCustomerAddress;
  return { id: answer.address?.entityId ?? null, problems: problemsOf(answer) };
}

export async function updateAddress(
  customerId: number,
  addressId: number,
  address: AddressInput,
): Promise<AddressProblem[]> {
  const { customer } = await storefrontMutation(
    UpdateCustomerAddressDocument,
    { input: { addressEntityId: addressId, data: storeInput(address) } },
    { customerId },
  );
  return problemsOf(customer.updateCustomerAddress);
}

export async function deleteAddress(
  customerId: number,
  addressId: number,
): Promise<AddressProblem[]> {
  const { customer } = await storefrontMutation(
    DeleteCustomerAddressDocument,
    { addressId },
    { customerId },
  );
  return customer.deleteCustomerAddress.errors.map((e) => ({ field: null, message: e.message }));
}

/** Makes an address of the book the default (through the management API: the storefront GraphQL endpoint writes no metafields). */
export async function setDefaultAddress(
  customerId: number,
  addressId: number,
  markerId: number | null,
): Promise<void> {
  const resource = `/v3/customers/${customerId}`;
  if (markerId) await updateMetafieldValue(storeApi(), resource, markerId, String(addressId));
  else
    await createMetafield(storeApi(), resource, {
      ...DEFAULT_ADDRESS,
      value: String(addressId),
      permissionSet: 'write_and_sf_access',
    });
}
