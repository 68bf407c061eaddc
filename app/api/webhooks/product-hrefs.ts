import { getProductHrefs } from '@/lib/data/catalog-paths';
import { getShopLocales } from '@/lib/i18n/shop-locales';

/**
 * A product's page addresses in every language the channel offers, for the edge's purge
 * after a change to it (the webhooks and the theme content check): a translated custom URL
 * is a page of its own at the edge.
 */
export const productHrefs = async (productId: number) =>
  getProductHrefs(productId, await getShopLocales());
