import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import type { ValidFields } from './action-requests';

/**
 * Every server action of the shop (grep -rl "'use server'" app lib), with the page its form
 * posts to and what its valid input looks like. The fuzz fails when the build has an action
 * this list does not name, so a new action cannot go unfuzzed.
 */
export interface ActionTarget {
  name: string;
  file: string;
  exportedName: string;
  /** Where the form is (the post goes to this page). */
  path: string;
  /** The arguments the action takes: 2 for (previous state, form), 1 for (form), 0 for none. */
  argCount: number;
  fields: ValidFields;
  /** What the fuzz checks did not change when the action refused a call. */
  guards?: 'cart' | 'customers';
}

const email = fc.oneof(
  fc.emailAddress(),
  fc.constantFrom('alex.shopper@example.com', 'sam.buyer@example.com'),
);
const password = fc.oneof(
  fc.string({ minLength: 1, maxLength: 20 }),
  fc.constantFrom('shop4demo', 'Fuzz4pass!'),
);
const quantity = fc.oneof(
  fc.integer({ min: 0, max: 5 }).map(String),
  fc.constantFrom('-1', '1.5', '1e3', '99999999999', ''),
);
const name = fc.string({ minLength: 1, maxLength: 20 });

export const ACTION_TARGETS: readonly ActionTarget[] = [
  {
    name: 'cart add',
    file: 'app/[locale]/products/[...slug]/actions.ts',
    exportedName: 'addToCartAction',
    path: '/products/half-sheet-pan',
    argCount: 2,
    fields: {
      path: fc.constantFrom(
        'half-sheet-pan',
        'espresso-cup-set',
        'stoneware-coffee-mug',
        'kitchen/mugs/enamel-camp-mug',
        'no-such-product',
      ),
      quantity,
      enhanced: fc.constantFrom('1', '0'),
    },
    guards: 'cart',
  },
  {
    name: 'cart update/remove',
    file: 'app/[locale]/cart/actions.ts',
    exportedName: 'updateLine',
    path: '/cart',
    argCount: 2,
    // lineItemId: the session cart's own line (filled in at run time) or another id.
    fields: {
      lineItemId: fc.constantFrom('$LINE', '$LINE', '00000000-0000-4000-8000-000000000000', '1'),
      quantity,
      intent: fc.constantFrom('update', 'remove'),
    },
    guards: 'cart',
  },
  {
    name: 'sign-in',
    file: 'app/[locale]/account/sign-in/actions.ts',
    exportedName: 'signInAction',
    path: '/account/sign-in',
    argCount: 2,
    fields: {
      email,
      password,
      next: fc.constantFrom('/account', '//evil.example', 'https://evil.example/', ''),
    },
  },
  {
    name: 'register',
    file: 'app/[locale]/account/register/actions.ts',
    exportedName: 'registerAction',
    path: '/account/register',
    argCount: 2,
    fields: {
      firstName: name,
      lastName: name,
      email,
      password,
      next: fc.constantFrom('/account', '//evil.example'),
    },
    guards: 'customers',
  },
  {
    name: 'password reset request',
    file: 'app/[locale]/account/forgot-password/actions.ts',
    exportedName: 'requestResetAction',
    path: '/account/forgot-password',
    argCount: 2,
    fields: { email },
  },
  {
    name: 'password reset',
    file: 'app/[locale]/account/forgot-password/actions.ts',
    exportedName: 'resetPasswordAction',
    path: '/account/forgot-password',
    argCount: 2,
    fields: {
      c: fc.oneof(fc.integer({ min: -1, max: 5 }).map(String), fc.constantFrom('1e400', '0x1')),
      t: fc.string({ maxLength: 64 }),
      password,
      confirm: password,
    },
    guards: 'customers',
  },
  {
    name: 'newsletter unsubscribe',
    file: 'app/[locale]/newsletter/unsubscribe/actions.ts',
    exportedName: 'unsubscribeAction',
    path: '/newsletter/unsubscribe',
    argCount: 2,
    fields: { email },
  },
  {
    name: 'return request',
    file: 'app/[locale]/account/orders/[id]/return/actions.ts',
    exportedName: 'startReturnAction',
    path: '/account/orders/1/return',
    argCount: 2,
    fields: {
      orderId: fc.constantFrom('1', '2', '-1', '99999999999'),
      reason: fc.constantFrom('Damaged', 'Wrong item', 'other'),
      comments: fc.string(),
      'quantity-1': quantity,
    },
  },
  {
    name: 'review',
    file: 'app/[locale]/products/[...slug]/review-actions.ts',
    exportedName: 'addReviewAction',
    path: '/products/half-sheet-pan',
    argCount: 2,
    fields: {
      ...textFields(['title', 'text', 'author', 'email', 'currency']),
      rating: fc.oneof(
        fc.integer({ min: -1, max: 6 }).map(String),
        fc.constantFrom('', '4.5', 'five'),
      ),
      path: fc.constantFrom('half-sheet-pan', 'no-such-product', ''),
      enhanced: fc.constantFrom('1', '0'),
    },
  },
  {
    name: 'sign-out',
    file: 'app/[locale]/_actions/sign-out.ts',
    exportedName: 'signOut',
    path: '/',
    argCount: 0,
    fields: {},
  },
  ...accountAndCartExtras(),
];

/** Plain text fields by name, for the actions whose forms are a few named fields. */
function textFields(names: string[]): ValidFields {
  return Object.fromEntries(
    names.map((field) => [
      field,
      fc.oneof(fc.string({ maxLength: 30 }), fc.integer({ min: -1, max: 50 }).map(String)),
    ]),
  );
}

/** The coupon, shipping, gift certificate, address book, settings and wishlist actions. */
function accountAndCartExtras(): ActionTarget[] {
  const target = (
    name: string,
    file: string,
    exportedName: string,
    path: string,
    argCount: number,
    names: string[],
  ): ActionTarget => ({ name, file, exportedName, path, argCount, fields: textFields(names) });
  const address = [
    'addressId',
    'firstName',
    'lastName',
    'address1',
    'address2',
    'city',
    'stateOrProvince',
    'postalCode',
    'countryCode',
    'phone',
    'company',
    'makeDefault',
  ];
  return [
    target(
      'save for later',
      'app/[locale]/_actions/wishlist-actions.ts',
      'toggleSavedAction',
      '/products/half-sheet-pan',
      2,
      ['productId', 'intent', 'returnTo', 'enhanced'],
    ),
    target(
      'save for later (product card)',
      'app/[locale]/_actions/wishlist-actions.ts',
      'toggleSavedFromCardAction',
      '/categories/kitchen',
      1,
      ['productId', 'intent', 'returnTo', 'enhanced'],
    ),
    target(
      'address save',
      'app/[locale]/account/addresses/actions.ts',
      'saveAddressAction',
      '/account/addresses',
      2,
      address,
    ),
    target(
      'address delete',
      'app/[locale]/account/addresses/actions.ts',
      'deleteAddressAction',
      '/account/addresses',
      1,
      ['addressId'],
    ),
    target(
      'address default',
      'app/[locale]/account/addresses/actions.ts',
      'setDefaultAddressAction',
      '/account/addresses',
      1,
      ['addressId'],
    ),
    target(
      'settings details',
      'app/[locale]/account/settings/actions.ts',
      'updateDetailsAction',
      '/account/settings',
      2,
      ['firstName', 'lastName', 'email', 'phone', 'currentPassword'],
    ),
    target(
      'settings password',
      'app/[locale]/account/settings/actions.ts',
      'changePasswordAction',
      '/account/settings',
      2,
      ['currentPassword', 'password', 'confirm'],
    ),
    target(
      'settings newsletter',
      'app/[locale]/account/settings/actions.ts',
      'newsletterAction',
      '/account/settings',
      2,
      ['subscribed'],
    ),
    target(
      'wishlist create',
      'app/[locale]/account/wishlists/actions.ts',
      'createWishlistAction',
      '/account/wishlists',
      2,
      ['name'],
    ),
    target(
      'wishlist rename',
      'app/[locale]/account/wishlists/actions.ts',
      'renameWishlistAction',
      '/account/wishlists',
      2,
      ['wishlistId', 'name'],
    ),
    target(
      'wishlist share',
      'app/[locale]/account/wishlists/actions.ts',
      'shareWishlistAction',
      '/account/wishlists',
      2,
      ['wishlistId', 'share'],
    ),
    target(
      'wishlist remove item',
      'app/[locale]/account/wishlists/actions.ts',
      'removeItemAction',
      '/account/wishlists',
      2,
      ['wishlistId', 'itemId'],
    ),
    target(
      'wishlist move to cart',
      'app/[locale]/account/wishlists/actions.ts',
      'moveToCartAction',
      '/account/wishlists',
      2,
      ['wishlistId', 'itemId'],
    ),
    target(
      'wishlist delete',
      'app/[locale]/account/wishlists/actions.ts',
      'deleteWishlistAction',
      '/account/wishlists',
      1,
      ['wishlistId'],
    ),
    {
      ...target(
        'coupon apply',
        'app/[locale]/cart/coupon-actions.ts',
        'applyCouponAction',
        '/cart',
        2,
        ['code'],
      ),
      guards: 'cart',
    },
    {
      ...target(
        'coupon remove',
        'app/[locale]/cart/coupon-actions.ts',
        'removeCouponAction',
        '/cart',
        2,
        ['code'],
      ),
      guards: 'cart',
    },
    {
      ...target(
        'shipping estimate',
        'app/[locale]/cart/shipping-actions.ts',
        'estimateShippingAction',
        '/cart',
        2,
        ['countryCode', 'stateOrProvince', 'postalCode'],
      ),
      guards: 'cart',
    },
    {
      ...target(
        'shipping choice',
        'app/[locale]/cart/shipping-actions.ts',
        'chooseShippingAction',
        '/cart',
        2,
        ['optionId', 'consignmentId'],
      ),
      guards: 'cart',
    },
    target(
      'gift certificate buy',
      'app/[locale]/gift-certificates/actions.ts',
      'buyGiftCertificateAction',
      '/gift-certificates',
      2,
      ['amount', 'theme', 'toName', 'toEmail', 'fromName', 'fromEmail', 'message'],
    ),
    target(
      'gift certificate balance',
      'app/[locale]/gift-certificates/balance/actions.ts',
      'checkBalanceAction',
      '/gift-certificates/balance',
      2,
      ['code'],
    ),
  ];
}

interface ManifestEntry {
  filename?: string;
  exportedName?: string;
}

/** The build's action ids of the targets, by target name; throws when the build and the list disagree. */
export function actionIds(distDir: string): Map<string, string> {
  const manifest = JSON.parse(
    readFileSync(join(distDir, 'server', 'server-reference-manifest.json'), 'utf8'),
  ) as { node: Record<string, ManifestEntry> };
  const entries = Object.entries(manifest.node).filter(
    ([id]) => parseInt(id.slice(0, 2), 16) >> 7 === 0,
  ); // actions, not 'use cache'
  const ids = new Map<string, string>();
  for (const target of ACTION_TARGETS) {
    const found = entries.find(
      ([, entry]) => entry.filename === target.file && entry.exportedName === target.exportedName,
    );
    if (!found)
      throw new Error(
        `The build in ${distDir} has no server action ${target.exportedName} of ${target.file}: update tests/fuzz/targets.ts.`,
      );
    ids.set(target.name, found[0]);
  }
  const unknown = entries.filter(
    ([, entry]) =>
      !ACTION_TARGETS.some(
        (t) => t.file === entry.filename && t.exportedName === entry.exportedName,
      ),
  );
  if (unknown.length) {
    throw new Error(
      `Server actions the fuzz does not cover: ${unknown.map(([, e]) => `${e.exportedName} (${e.filename})`).join(', ')}. Add them to tests/fuzz/targets.ts.`,
    );
  }
  return ids;
}
