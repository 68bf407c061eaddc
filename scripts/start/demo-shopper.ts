import { routePath } from '../../lib/routes';

/**
 * The line that tells a visitor how to sign in. The local store service does not expose
 * demo shopper credentials to other programs yet; once it does, print them here.
 */
export function demoShopperLine(shopUrl: string): string {
  return `Demo shopper:   none is seeded yet; create an account at ${shopUrl}${routePath('create_account')}`;
}
