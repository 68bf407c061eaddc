import { listBrands, listCategories, listProducts } from '../catalog';
import { type ServiceContext } from '../core';
import { addLocale, offeredLocale, writeTranslation, type TranslatableType } from '../locales';
import { DEMO_BRANDS, DEMO_PRODUCTS } from './catalog-data';
import {
  DEMO_BRAND_TEXTS,
  DEMO_CATEGORY_TEXTS,
  DEMO_KEYWORD_TEXTS,
  DEMO_PRODUCT_TEXTS,
  type DemoLanguage,
  type DemoTaxonomyText,
} from './translations-data';

const DEMO_CHANNEL = 1;
const LANGUAGES: readonly DemoLanguage[] = ['fr', 'de'];

const descriptionHtml = (blurb: string, details: readonly string[]) =>
  `<p>${blurb}</p><ul>${details.map((d) => `<li>${d}</li>`).join('')}</ul>`;

const taxonomyBody = (text: DemoTaxonomyText) => ({
  name: text.name,
  ...(text.description ? { description: text.description } : {}),
  ...(text.pageTitle ? { page_title: text.pageTitle } : {}),
  ...(text.metaDescription ? { meta_description: text.metaDescription } : {}),
  ...(text.path ? { custom_url: { url: text.path } } : {}),
});

/**
 * The demo channel (or another channel of the store: the e2e suite's storefront channel)
 * offers French and German besides English (still its default, so shoppers who ask for no
 * language see the shop as before), with the whole demo catalog translated on that
 * channel. Only a store whose catalog is the demo's gets them: records are found by their
 * English names, and a store without the demo products gets no languages at all.
 */
export function seedDemoTranslations(ctx: ServiceContext, channelId = DEMO_CHANNEL): void {
  const productIds = new Map(
    listProducts(ctx).items.map((p) => [p.name, { id: p.id, brandId: p.brand_id }]),
  );
  if (!DEMO_PRODUCTS.every((p) => productIds.has(p.name))) return;
  const categoryIds = new Map(listCategories(ctx).items.map((c) => [c.name, c.id]));
  const brands = listBrands(ctx).items;
  const brandNameOf = new Map(brands.map((b) => [b.id, b.name]));

  ctx.db.transaction(() => {
    for (const code of LANGUAGES)
      if (!offeredLocale(ctx, channelId, code))
        addLocale(ctx, channelId, { code, isDefault: false });
    const write = (
      type: TranslatableType,
      id: number | undefined,
      locale: DemoLanguage,
      body: object,
    ) => {
      if (id !== undefined) writeTranslation(ctx, channelId, locale, type, id, body);
    };
    for (const locale of LANGUAGES) {
      for (const [name, texts] of Object.entries(DEMO_CATEGORY_TEXTS))
        write('category', categoryIds.get(name), locale, taxonomyBody(texts[locale]));
      for (const brand of brands) {
        const texts = DEMO_BRAND_TEXTS[brand.name];
        if (texts) write('brand', brand.id, locale, taxonomyBody(texts[locale]));
      }
      for (const [name, texts] of Object.entries(DEMO_PRODUCT_TEXTS)) {
        const product = productIds.get(name);
        if (!product) continue;
        const text = texts[locale];
        const keywords = DEMO_KEYWORD_TEXTS[brandNameOf.get(product.brandId) ?? ''];
        write('product', product.id, locale, {
          name: text.name,
          description: descriptionHtml(text.blurb, text.details),
          ...(keywords ? { search_keywords: keywords[locale] } : {}),
          ...(text.path ? { custom_url: { url: text.path } } : {}),
        });
      }
    }
  })();
}

/** Every demo record has its text in each language (a test reads this). */
export const demoTranslationGaps = (): string[] => [
  ...DEMO_PRODUCTS.filter((p) => !DEMO_PRODUCT_TEXTS[p.name]).map((p) => `product ${p.name}`),
  ...Object.values(DEMO_BRANDS)
    .filter((b) => !DEMO_BRAND_TEXTS[b.name] || !DEMO_KEYWORD_TEXTS[b.name])
    .map((b) => `brand ${b.name}`),
];
