import { type ServiceContext } from '../../emulator/core/context';
import { demoShoppers } from '../../emulator/demo/customers';
import { pagePath, routePath } from '../../lib/shared/routes';

/**
 * The lines that tell a visitor how to sign in: the local store's demo shoppers that
 * still have their demo password, or where to create an account when there are none.
 */
export async function demoShopperLines(ctx: ServiceContext, shopUrl: string): Promise<string[]> {
  const shoppers = await demoShoppers(ctx);
  if (!shoppers.length)
    return [
      `Demo shopper:   none left with its demo password; create an account at ${shopUrl}${routePath('create_account')}`,
    ];
  return shoppers.map(
    (s) =>
      `Demo shopper:   ${s.email} / ${s.password} (${s.name}); sign in at ${shopUrl}${pagePath('signIn')}`,
  );
}
