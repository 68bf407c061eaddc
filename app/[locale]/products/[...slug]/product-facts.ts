import type { ProductDetails } from '@/lib/data/catalog';
import type { ProductFacts } from '@/lib/shared/structured-data';
import { averageRating } from '../../_components/stars';

/** What the product page shows, as its structured data says it (lib/shared/structured-data.ts). */
export function productFacts(product: ProductDetails, url: string): ProductFacts {
  const variants = product.variants.edges?.map((edge) => edge.node) ?? [];
  const fallback = product.prices?.price.value;
  const offers = variants.flatMap((variant) => {
    const price = variant.prices?.price.value ?? fallback;
    return price === undefined
      ? []
      : [
          {
            price,
            inStock:
              variant.isPurchasable &&
              (variant.inventory?.isInStock ?? product.inventory.isInStock),
          },
        ];
  });
  const average = averageRating(product.reviewSummary);
  return {
    name: product.name,
    description: product.plainTextDescription,
    sku: product.sku,
    url,
    images: [
      product.defaultImage?.large,
      ...(product.images.edges ?? []).map((edge) => edge.node.medium),
    ].filter(
      (image, index, all): image is string => Boolean(image) && all.indexOf(image) === index,
    ),
    brand: product.brand?.name ?? null,
    offers,
    currency: product.prices?.price.currencyCode ?? 'USD',
    preorder: product.availabilityV2.status === 'Preorder',
    rating: average === null ? null : { average, count: product.reviewSummary.numberOfReviews },
    reviews: (product.reviews.edges ?? []).map(({ node }) => ({
      author: node.author.name,
      title: node.title,
      text: node.text,
      rating: node.rating,
      date: node.createdAt.utc,
    })),
  };
}
