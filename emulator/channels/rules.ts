/**
 * Which channel platforms go with which types, and which statuses each type + platform
 * may have: seed section 2.7, with the platform names of the real service's reference.
 */
export const CHANNEL_TYPES = ['storefront', 'pos', 'marketing', 'marketplace'] as const;
export type ChannelType = (typeof CHANNEL_TYPES)[number];

/**
 * The store service's own storefront platform, as the real service spells it on the wire
 * (its channels reference; the seed says only "the service's own platform").
 */
export const OWN_PLATFORM = 'bigcommerce';

/**
 * The name this service gave that platform before it used the real spelling. Still accepted
 * in requests (and stored databases) and read as `OWN_PLATFORM`, so older clients keep working.
 */
const OWN_PLATFORM_ALIAS = 'native';

export const canonicalPlatform = (platform: string): string =>
  platform === OWN_PLATFORM_ALIAS ? OWN_PLATFORM : platform;

/** Rewrites channels stored under the alias to the real spelling; idempotent. */
export const OWN_PLATFORM_MIGRATION = `UPDATE channels SET platform = '${OWN_PLATFORM}' WHERE platform = '${OWN_PLATFORM_ALIAS}'`;

const PLATFORM_TYPES: Record<string, readonly ChannelType[]> = {
  clover: ['pos'],
  square: ['pos'],
  stripe: ['pos'],
  talech: ['pos'],
  vend: ['pos'],
  amazon: ['marketplace'],
  belk: ['marketplace'],
  catch: ['marketplace'],
  ebay: ['marketplace'],
  etsy: ['marketplace'],
  hudsons_bay: ['marketplace'],
  macys: ['marketplace'],
  mirakl: ['marketplace'],
  overstock: ['marketplace'],
  pinterest: ['marketplace'],
  target_plus: ['marketplace'],
  tiktok: ['marketplace'],
  wayfair: ['marketplace'],
  wish: ['marketplace'],
  walmart: ['marketplace'],
  facebook: ['marketplace', 'marketing'],
  google: ['marketplace', 'marketing'],
  instagram: ['marketplace', 'marketing'],
  meta: ['marketplace', 'marketing'],
  google_shopping: ['marketing'],
  microsoft: ['marketing'],
  [OWN_PLATFORM]: ['storefront'],
  acquia: ['storefront'],
  bloomreach: ['storefront'],
  catalyst: ['storefront'],
  deity: ['storefront'],
  drupal: ['storefront'],
  gatsby: ['storefront'],
  next: ['storefront'],
  vue: ['storefront'],
  wordpress: ['storefront'],
  custom: ['storefront', 'pos', 'marketing', 'marketplace'],
};

export const CHANNEL_STATUSES = [
  'prelaunch',
  'active',
  'inactive',
  'archived',
  'connected',
  'disconnected',
] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];

export function isValidPair(type: ChannelType, platform: string): boolean {
  return PLATFORM_TYPES[platform]?.includes(type) ?? false;
}

/**
 * Statuses allowed for a type + platform. For a storefront on the service's own platform
 * the seed gives two lists (prelaunch, active, inactive / active, inactive, archived); the
 * real service accepts both, so this accepts their union.
 */
export function allowedStatuses(type: ChannelType, platform: string): readonly ChannelStatus[] {
  if (type !== 'storefront') return ['connected', 'disconnected'];
  if (platform === OWN_PLATFORM) return ['prelaunch', 'active', 'inactive', 'archived'];
  return ['active', 'inactive', 'disconnected'];
}

/** Status of a new channel that names none. */
export function defaultStatus(type: ChannelType, platform: string): ChannelStatus {
  if (type !== 'storefront') return 'connected';
  return platform === OWN_PLATFORM ? 'prelaunch' : 'active';
}

/**
 * The deprecated `is_enabled` flag (April 2020) mapped onto `status`, and back for
 * clients that still read it.
 */
export function statusFromEnabled(type: ChannelType, enabled: boolean): ChannelStatus {
  if (type !== 'storefront') return enabled ? 'connected' : 'disconnected';
  return enabled ? 'active' : 'inactive';
}

export const isEnabledStatus = (status: ChannelStatus): boolean =>
  status === 'active' || status === 'connected' || status === 'prelaunch';
