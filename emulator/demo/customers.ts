import { type ServiceContext } from '../core';
import {
  findCustomerByEmail,
  insertCustomer,
  hashPassword,
  verifyPassword,
  findSubscriberByEmail,
  subscribe,
} from '../customers';

/**
 * The demo shoppers a fresh local store has. Their passwords are public on purpose: the
 * service prints them at start so anyone trying the shop can sign in.
 */
export const DEMO_CUSTOMERS = [
  {
    email: 'alex.shopper@example.com',
    password: 'shop4demo',
    firstName: 'Alex',
    lastName: 'Morgan',
    phone: '555-0134',
  },
  {
    email: 'sam.buyer@example.com',
    password: 'buy4demo',
    firstName: 'Sam',
    lastName: 'Rivera',
    phone: '555-0178',
  },
] as const;

/** Password hashes are slow on purpose, so they are computed before the seeding transaction. */
export async function demoCustomerHashes(): Promise<string[]> {
  return Promise.all(DEMO_CUSTOMERS.map((c) => hashPassword(c.password)));
}

/** Inserts the demo shoppers (each also a newsletter subscriber); part of the first-start seed. */
export function seedDemoCustomers(ctx: ServiceContext, hashes: readonly string[]): void {
  DEMO_CUSTOMERS.forEach((demo, i) => {
    if (findCustomerByEmail(ctx, demo.email)) return;
    insertCustomer(ctx, { ...demo, passwordHash: hashes[i], acceptsMarketing: true });
    if (!findSubscriberByEmail(ctx, demo.email)) {
      subscribe(ctx, {
        email: demo.email,
        firstName: demo.firstName,
        lastName: demo.lastName,
        source: 'storefront',
      });
    }
  });
}

/** The demo shoppers that still exist with their demo password (what start-up prints). */
export async function demoShoppers(
  ctx: ServiceContext,
): Promise<Array<{ email: string; password: string; name: string }>> {
  const found: Array<{ email: string; password: string; name: string }> = [];
  for (const demo of DEMO_CUSTOMERS) {
    const customer = findCustomerByEmail(ctx, demo.email);
    if (customer?.password_hash && (await verifyPassword(demo.password, customer.password_hash))) {
      found.push({
        email: demo.email,
        password: demo.password,
        name: `${demo.firstName} ${demo.lastName}`,
      });
    }
  }
  return found;
}
