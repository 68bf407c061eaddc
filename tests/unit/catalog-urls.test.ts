import { describe, expect, it } from 'vitest';
import { storefrontPath } from '@/emulator/catalog/inputs';
import { pathOfSlug, slugOf, slugify } from '@/emulator/catalog/urls';

describe('storefront paths', () => {
  it('slugOf drops the outer slashes only', () => {
    expect(slugOf('/kitchen/mugs/enamel-mug/')).toBe('kitchen/mugs/enamel-mug');
    expect(slugOf('kitchen/mugs/enamel-mug')).toBe('kitchen/mugs/enamel-mug');
    expect(slugOf('//a//')).toBe('a');
    expect(pathOfSlug('kitchen/mugs')).toBe('/kitchen/mugs/');
  });

  it('slugify makes a URL-safe slug of a name', () => {
    expect(slugify('Pickling & Preserving Guide')).toBe('pickling-and-preserving-guide');
    expect(slugify('Chef\'s Knife 8"')).toBe('chef-s-knife-8');
    expect(slugify('Crème brûlée dish')).toBe('creme-brulee-dish');
    expect(slugify('!!!')).toBe('item');
  });

  it('accepts nested paths and rejects what is not a path', () => {
    expect(storefrontPath.safeParse('/kitchen/mugs/enamel-mug/').success).toBe(true);
    for (const bad of ['kitchen/', '/', '/a b/', '/a?b', '/a//b/', `/${'x'.repeat(300)}/`]) {
      expect(storefrontPath.safeParse(bad).success, bad).toBe(false);
    }
  });
});
