import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Db, openDatabase } from '@/emulator/core/database';
import { channelsSchema } from '@/emulator/channels/repository';
import { channelDefaultLanguage, expandRoute, joinSiteUrl, storefrontLink } from '@/emulator/sites';
import { type ServiceContext } from '@/emulator/core';
import { siteRoutesSchema } from '@/emulator/sites/route-repository';
import { sitesSchema } from '@/emulator/sites/site-repository';

describe('expandRoute', () => {
  it('fills {id}, {slug} and {lang}', () => {
    expect(expandRoute('/{lang}/{slug}?id={id}', { id: 5, slug: 'red-shoes', lang: 'de' })).toBe(
      '/de/red-shoes?id=5',
    );
  });

  it('inserts the slug as is, slashes included', () => {
    expect(expandRoute('/p/{slug}', { slug: 'shoes/running/red' })).toBe('/p/shoes/running/red');
  });

  it('defaults {lang} to en and leaves a missing id or slug empty', () => {
    expect(expandRoute('/{lang}/cart', {})).toBe('/en/cart');
    expect(expandRoute('/p/{id}/{slug}', {})).toBe('/p//');
  });

  it('escapes id and lang, and repeats variables', () => {
    expect(expandRoute('/{id}/{id}?l={lang}', { id: 'a b', lang: 'en&x' })).toBe(
      '/a%20b/a%20b?l=en%26x',
    );
  });
});

describe('joinSiteUrl', () => {
  it('appends the path to the site URL, with or without a trailing slash', () => {
    expect(joinSiteUrl('https://shop.example.com/', '/cart/')).toBe(
      'https://shop.example.com/cart/',
    );
    expect(joinSiteUrl('https://shop.example.com', '/cart/')).toBe(
      'https://shop.example.com/cart/',
    );
    expect(joinSiteUrl('http://localhost:3000', '/')).toBe('http://localhost:3000/');
  });

  it('keeps a path of the site URL and drops its query', () => {
    expect(joinSiteUrl('https://example.com/shop/', '/p?id=1')).toBe(
      'https://example.com/shop/p?id=1',
    );
    expect(joinSiteUrl('https://example.com/shop?x=1', '/cart')).toBe(
      'https://example.com/shop/cart',
    );
  });

  it('never lets a path starting with // change the host', () => {
    expect(new URL(joinSiteUrl('https://shop.example.com', '//evil.example.com/x')).host).toBe(
      'shop.example.com',
    );
  });
});

describe('storefrontLink', () => {
  let db: Db;
  let context: ServiceContext;
  // Only the database and the channel's default language are needed to make a link.
  const ctx = () => context;

  beforeEach(() => {
    db = openDatabase(':memory:', [channelsSchema, sitesSchema, siteRoutesSchema]);
    context = { db } as unknown as ServiceContext;
    channelDefaultLanguage.provide(context, () => 'en');
    const insertChannel = db.prepare(
      `INSERT INTO channels (id, name, type, platform, status, is_listable_from_ui, is_visible, created_at, updated_at)
       VALUES (?, ?, 'storefront', 'next', 'active', 1, 1, 0, 0)`,
    );
    insertChannel.run(1, 'with site');
    insertChannel.run(2, 'without site');
    db.prepare(
      `INSERT INTO sites (id, channel_id, url, created_at, updated_at) VALUES (10, 1, 'https://shop.example.com/', 0, 0)`,
    ).run();
    const insertRoute = db.prepare(
      'INSERT INTO site_routes (site_id, type, matching, route) VALUES (10, ?, ?, ?)',
    );
    insertRoute.run('product', '*', '/{lang}/{slug}?id={id}');
    insertRoute.run('product', '42', '/special-offer');
    insertRoute.run('cart', '*', '/cart/');
  });
  afterEach(() => db.close());

  it('uses the * route of the type', () => {
    expect(storefrontLink(ctx(), 1, 'product', { id: 7, slug: 'red/shoes' })).toBe(
      'https://shop.example.com/en/red/shoes?id=7',
    );
    expect(storefrontLink(ctx(), 1, 'cart')).toBe('https://shop.example.com/cart/');
  });

  it('prefers the route matching the item id, given as number or text', () => {
    expect(storefrontLink(ctx(), 1, 'product', { id: 42 })).toBe(
      'https://shop.example.com/special-offer',
    );
    expect(storefrontLink(ctx(), 1, 'product', { id: '42' })).toBe(
      'https://shop.example.com/special-offer',
    );
  });

  it('is null without a site or without a route of the type', () => {
    expect(storefrontLink(ctx(), 2, 'cart')).toBeNull();
    expect(storefrontLink(ctx(), 99, 'cart')).toBeNull();
    expect(storefrontLink(ctx(), 1, 'checkout')).toBeNull();
  });

  it('is null when only item-specific routes exist and the item is another one', () => {
    db.prepare(
      `INSERT INTO site_routes (site_id, type, matching, route) VALUES (10, 'category', '3', '/c/3')`,
    ).run();
    expect(storefrontLink(ctx(), 1, 'category', { id: 3 })).toBe('https://shop.example.com/c/3');
    expect(storefrontLink(ctx(), 1, 'category', { id: 4 })).toBeNull();
    expect(storefrontLink(ctx(), 1, 'category')).toBeNull();
  });
});
