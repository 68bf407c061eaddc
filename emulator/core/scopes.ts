/**
 * The OAuth scopes of the seed's scope table (section 5), grouped as the control panel
 * shows them. A group's `modify` scope also grants reading; `readOnly` grants reading only.
 * Groups the seed lists with only a "manage" permission have no read-only scope.
 */
export const SCOPE_GROUPS = {
  // The seed's table calls this group's write permission "manage", not "modify".
  themes: {
    label: 'Themes',
    modify: 'store_themes_manage',
    readOnly: 'store_themes_read_only',
    writeWord: 'manage',
  },
  sites: { label: 'Sites and Routes', modify: 'store_sites', readOnly: 'store_sites_read_only' },
  impersonationTokens: {
    label: 'Storefront API Customer Impersonation Tokens',
    modify: 'store_storefront_api_customer_impersonation',
    readOnly: null,
  },
  storefrontTokens: {
    label: 'Storefront API Tokens',
    modify: 'store_storefront_api',
    readOnly: null,
  },
  transactions: {
    label: 'Order Transactions',
    modify: 'store_v2_transactions',
    readOnly: 'store_v2_transactions_read_only',
  },
  orders: { label: 'Orders', modify: 'store_v2_orders', readOnly: 'store_v2_orders_read_only' },
  products: {
    label: 'Products',
    modify: 'store_v2_products',
    readOnly: 'store_v2_products_read_only',
  },
  channelListings: {
    label: 'Channel Listings',
    modify: 'store_channel_listings',
    readOnly: 'store_channel_listings_read_only',
  },
  channelSettings: {
    label: 'Channel Settings',
    modify: 'store_channel_settings',
    readOnly: 'store_channel_settings_read_only',
  },
  checkoutContent: {
    label: 'Checkout Content',
    modify: 'store_content_checkout',
    readOnly: 'store_content_checkout_read_only',
  },
  content: { label: 'Content', modify: 'store_v2_content', readOnly: 'store_v2_content_read_only' },
  carts: { label: 'Carts', modify: 'store_cart', readOnly: 'store_cart_read_only' },
  // Not in the seed's table; the checkouts reference names this group for its operations.
  checkouts: {
    label: 'Checkouts',
    modify: 'store_checkouts',
    readOnly: 'store_checkouts_read_only',
  },
  customers: {
    label: 'Customers',
    modify: 'store_v2_customers',
    readOnly: 'store_v2_customers_read_only',
  },
  // Not in the seed's table; the real service names this group for coupons and gift certificates.
  marketing: {
    label: 'Marketing',
    modify: 'store_v2_marketing',
    readOnly: 'store_v2_marketing_read_only',
  },
  information: {
    label: 'Information and Settings',
    modify: 'store_v2_information',
    readOnly: 'store_v2_information_read_only',
  },
} as const;

export type ScopeGroup = keyof typeof SCOPE_GROUPS;
export type AccessLevel = 'read' | 'modify';

/** What an endpoint needs: any one of these group + level pairs grants access. */
export type AccessRule = ReadonlyArray<{ group: ScopeGroup; level: AccessLevel }>;

export const ALL_SCOPES: readonly string[] = Object.values(SCOPE_GROUPS).flatMap((g) =>
  g.readOnly ? [g.modify, g.readOnly] : [g.modify],
);

/** The scope strings that satisfy one group + level pair. */
export function scopesGranting(group: ScopeGroup, level: AccessLevel): string[] {
  const g = SCOPE_GROUPS[group];
  return level === 'read' && g.readOnly ? [g.modify, g.readOnly] : [g.modify];
}

export function isGranted(rule: AccessRule, granted: ReadonlySet<string>): boolean {
  return rule.some(({ group, level }) => scopesGranting(group, level).some((s) => granted.has(s)));
}

/** Names what is missing in words a merchant can act on in the control panel. */
export function describeMissingScope(rule: AccessRule): string {
  return rule
    .map(({ group, level }) => {
      const g = SCOPE_GROUPS[group];
      const write = 'writeWord' in g ? g.writeWord : g.readOnly ? 'modify' : 'manage';
      const permission = level === 'modify' || !g.readOnly ? write : `read-only or ${write}`;
      return `${scopesGranting(group, level).join(' or ')} (${g.label}: ${permission})`;
    })
    .join(', or ');
}

export function isKnownScope(scope: string): boolean {
  return ALL_SCOPES.includes(scope);
}
