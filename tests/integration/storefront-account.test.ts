import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addressSchema } from '@/lib/shared/address-rules';
import { createTranslator } from 'next-intl';
import { describePasswordRules, passwordRuleProblem } from '@/lib/shared/password-rules';
import { wordProblem } from '@/lib/shared/problems';
import en from '@/messages/en.json';
import { eventsSince, lastEventId } from '../support/orders';
import { inEnglish } from '../support/english-problems';
import { loadStorefront } from '../support/storefront-lib';
import { startTestStore, type TestStore } from '../support/store-service';

vi.mock(
  '@apollo/client-integration-nextjs',
  async () => (await import('../support/apollo-outside-rsc')).apolloOutsideRsc,
);
vi.mock('next/cache', async () => (await import('../support/storefront-lib')).nextCacheOutsideNext);

/** The account's address book, details, password and newsletter choice, as its actions change them, against a local store. */

let store: TestStore;
let sf: Awaited<ReturnType<typeof loadStorefront>>;
beforeAll(async () => {
  store = await startTestStore();
  sf = await loadStorefront(store);
});
afterAll(() => store.close());

/** A new customer with a password, signed in through the store's login mutation (as the sign-in form does). */
async function newShopper(password = 'first1pass') {
  const email = `shopper.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const created = await sf.customer.register({
    firstName: 'Pat',
    lastName: 'Lee',
    email,
    password,
  });
  expect(created.errors).toEqual([]);
  return { id: created.customerId!, email, password };
}

const home = {
  firstName: 'Pat',
  lastName: 'Lee',
  company: '',
  address1: '12 Orchard Lane',
  address2: '',
  city: 'Portland',
  phone: '',
  countryCode: 'US',
  stateOrProvince: 'Oregon',
  postalCode: '97201',
};

describe('the address book', () => {
  it('adds, lists, edits and deletes addresses; the first is the default until another is chosen', async () => {
    const { id } = await newShopper();
    const since = lastEventId(store);
    const added = await sf.addresses.addAddress(id, home);
    expect(added.problems).toEqual([]);
    const work = await sf.addresses.addAddress(id, {
      ...home,
      address1: '500 Market St',
      city: 'Anchorage',
      stateOrProvince: 'Alaska',
      postalCode: '99501',
    });
    expect(
      eventsSince(store, since).filter((e) => e.scope === 'store/customer/address/created'),
    ).toHaveLength(2);

    let book = await sf.addresses.getAddressBook(id);
    expect(book.addresses.map((a) => a.address1)).toEqual(['12 Orchard Lane', '500 Market St']);
    expect(book.defaultId).toBe(added.id);

    await sf.addresses.setDefaultAddress(id, work.id!, book.markerId);
    book = await sf.addresses.getAddressBook(id);
    expect(book.defaultId).toBe(work.id);
    // The marker is one metafield, changed in place the next time.
    await sf.addresses.setDefaultAddress(id, added.id!, book.markerId);
    expect((await sf.addresses.getAddressBook(id)).defaultId).toBe(added.id);
    expect((await store.api('GET', `/v3/customers/${id}/metafields`)).body.data).toHaveLength(1);

    expect(
      await sf.addresses.updateAddress(id, work.id!, {
        ...home,
        address1: '501 Market St',
        city: 'Anchorage',
        stateOrProvince: 'AK',
        postalCode: '99501',
      }),
    ).toEqual([]);
    book = await sf.addresses.getAddressBook(id);
    expect(book.addresses.find((a) => a.entityId === work.id)).toMatchObject({
      address1: '501 Market St',
      stateOrProvince: 'Alaska',
    });

    expect(await sf.addresses.deleteAddress(id, work.id!)).toEqual([]);
    expect((await sf.addresses.getAddressBook(id)).addresses.map((a) => a.entityId)).toEqual([
      added.id,
    ]);
  });

  it('the store refuses a duplicate, a state of another country and another customer’s address, in words for the shopper', async () => {
    const pat = await newShopper();
    const other = await newShopper();
    const first = await sf.addresses.addAddress(pat.id, home);
    expect((await sf.addresses.addAddress(pat.id, home)).problems).toEqual([
      { field: null, message: 'This address is already in your address book.' },
    ]);
    expect(
      (await sf.addresses.addAddress(pat.id, { ...home, stateOrProvince: 'Ontario' })).problems,
    ).toEqual([
      { field: 'stateOrProvince', message: 'Choose a state or province of United States.' },
    ]);
    expect(await sf.addresses.updateAddress(other.id, first.id!, home)).toEqual([
      { field: null, message: 'This address is not in your address book.' },
    ]);
    expect(await sf.addresses.deleteAddress(other.id, first.id!)).toEqual([
      { field: null, message: 'This address is not in your address book.' },
    ]);
  });

  it('the form’s rules come from the store’s countries and states', async () => {
    const countries = await sf.geography.getCountries();
    const us = countries.find((c) => c.code === 'US')!;
    expect(us.states).toContainEqual({ name: 'Texas', code: 'TX' });
    const schema = addressSchema(countries);
    expect(schema.parse({ ...home, stateOrProvince: 'or', postalCode: '97201' })).toMatchObject({
      stateOrProvince: 'Oregon',
      countryCode: 'US',
    });
    const wrong = schema.safeParse({ ...home, stateOrProvince: 'Bavaria', postalCode: '' });
    expect(wrong.error?.issues.map((i) => [i.path[0], inEnglish(i.message)])).toEqual([
      ['stateOrProvince', 'Choose a state or province of United States from the list.'],
      ['postalCode', 'Enter the postal code, for example 78751 or SW1A 1AA.'],
    ]);
    const noCountry = schema.safeParse({ ...home, countryCode: 'ZZ' }).error?.issues[0];
    expect(noCountry?.path).toEqual(['countryCode']);
    expect(inEnglish(noCountry?.message ?? '')).toBe('Choose a country from the list.');
  });
});

describe('account details', () => {
  it('changes the name and phone without a password; a new e-mail needs the current password', async () => {
    const pat = await newShopper();
    const since = lastEventId(store);
    expect(
      await sf.account.updateDetails(
        pat,
        { firstName: 'Patricia', lastName: 'Lee', email: pat.email, phone: '+1 503 555 0100' },
        '',
      ),
    ).toEqual([]);
    expect(eventsSince(store, since).map((e) => e.scope)).toContain('store/customer/updated');
    expect(await sf.customer.getCustomer(pat.id)).toMatchObject({
      firstName: 'Patricia',
      phone: '+1 503 555 0100',
    });

    const newEmail = `moved.${pat.email}`;
    expect(
      await sf.account.updateDetails(
        pat,
        { firstName: 'Patricia', lastName: 'Lee', email: newEmail, phone: '' },
        '',
      ),
    ).toEqual([
      {
        field: 'currentPassword',
        message: 'problems.currentPasswordForEmail',
      },
    ]);
    expect(
      await sf.account.updateDetails(
        pat,
        { firstName: 'Patricia', lastName: 'Lee', email: newEmail, phone: '' },
        'wrong-pass1',
      ),
    ).toEqual([{ field: 'currentPassword', message: 'problems.currentPasswordWrong' }]);
    expect(
      await sf.account.updateDetails(
        pat,
        { firstName: 'Patricia', lastName: 'Lee', email: newEmail, phone: '' },
        pat.password,
      ),
    ).toEqual([]);
    expect((await sf.customer.getCustomer(pat.id))?.email).toBe(newEmail);
    expect((await sf.customer.signIn(newEmail, pat.password, null)).customerId).toBe(pat.id);
  });

  it('refuses an e-mail another account has', async () => {
    const pat = await newShopper();
    const other = await newShopper();
    expect(
      await sf.account.updateDetails(
        pat,
        { firstName: 'Pat', lastName: 'Lee', email: other.email, phone: '' },
        pat.password,
      ),
    ).toEqual([{ field: 'email', message: 'This e-mail address belongs to another account.' }]);
  });
});

describe('the password', () => {
  it('states the store’s rules, which the form checks before the store does', async () => {
    const rules = (await sf.account.getPasswordRules())!;
    expect(rules).toMatchObject({
      minimumPasswordLength: 7,
      requireNumbers: true,
      minimumNumbers: 1,
    });
    // Message keys, worded by the form in the page's language (lib/shared/problems.ts).
    const english = createTranslator({ locale: 'en', messages: en });
    const word = (text: string | null) =>
      wordProblem(text ?? '', {
        t: (key, values) => english(key as never, values as never),
        has: (key) => english.has(key as never),
        list: (items) => new Intl.ListFormat('en', { type: 'unit', style: 'short' }).format(items),
      });
    expect(word(describePasswordRules(rules))).toBe('At least 7 characters, at least 1 number.');
    expect(word(passwordRuleProblem(rules, 'short'))).toBe(
      'Your new password needs at least 7 characters, 1 number.',
    );
    expect(passwordRuleProblem(rules, 'long enough 1')).toBeNull();
  });

  it('changes with the current password; a wrong current one or a weak new one is refused, saying which', async () => {
    const pat = await newShopper('start1pass');
    expect(await sf.account.changePassword(pat.id, 'not-it-1', 'next2pass')).toEqual([
      // The store's own words (its changePassword refusal), shown as it wrote them.
      { field: 'currentPassword', message: 'Your current password is not right.' },
    ]);
    expect(await sf.account.changePassword(pat.id, 'start1pass', 'abcdefgh')).toEqual([
      { field: 'newPassword', message: 'Passwords must contain both letters and numbers.' },
    ]);
    expect(await sf.account.changePassword(pat.id, 'start1pass', 'next2pass')).toEqual([]);
    expect((await sf.customer.signIn(pat.email, 'next2pass', null)).customerId).toBe(pat.id);
    await expect(sf.customer.signIn(pat.email, 'start1pass', null)).rejects.toMatchObject({
      code: 'INVALID_CREDENTIALS',
    });
  });
});

describe('the newsletter', () => {
  it('subscribes a customer and unsubscribes them again, through the store’s subscribers', async () => {
    const pat = await newShopper();
    expect(await sf.newsletter.getsNewsletter(pat.email)).toBe(false);
    await sf.newsletter.subscribe({ email: pat.email, firstName: 'Pat', lastName: 'Lee' });
    expect(await sf.newsletter.getsNewsletter(pat.email)).toBe(true);
    await sf.newsletter.unsubscribe(pat.email);
    expect(await sf.newsletter.getsNewsletter(pat.email)).toBe(false);
    // Back on: the same subscriber, consent given again.
    await sf.newsletter.subscribe({ email: pat.email, firstName: 'Pat', lastName: 'Lee' });
    const subscribers = (
      await store.api('GET', `/v3/customers/subscribers?email=${encodeURIComponent(pat.email)}`)
    ).body.data;
    expect(subscribers).toHaveLength(1);
    expect(subscribers[0].consents).toContain('marketing_newsletter');
  });
});
