import type { ProductDetails } from '@/lib/data/catalog';
import { optionFieldName } from '@/lib/shared/variants';

/** A variant's own picture and the option values that choose it. */
export interface VariantPicture {
  url: string;
  altText: string;
  /** Option id → value id: the radios that, all checked, show this picture. */
  choice: ReadonlyArray<readonly [optionId: number, valueId: number]>;
}

/**
 * The variants whose picture is their own (the store's `image_url` on a variant), not one
 * of the product's: a colour's picture to show when that colour is chosen.
 */
export function variantPicturesOf(product: ProductDetails): VariantPicture[] {
  const productPictures = new Set(product.images.edges?.map(({ node }) => node.medium) ?? []);
  return (product.variants.edges ?? []).flatMap(({ node }) => {
    const image = node.defaultImage;
    if (!image || productPictures.has(image.url)) return [];
    const choice = (node.productOptions.edges ?? []).flatMap((option) =>
      (option.node.values.edges ?? []).map(
        (value) => [option.node.entityId, value.node.entityId] as const,
      ),
    );
    return choice.length ? [{ url: image.url, altText: image.altText, choice }] : [];
  });
}

/**
 * CSS that shows each variant's picture in place of the main one while its option values are
 * the checked radios of the purchase form: the same with and without JavaScript (the form's radios are real).
 * Ids are integers from the store, so the selectors need no escaping.
 */
export function variantPictureCss(pictures: readonly VariantPicture[]): string {
  return pictures
    .map(({ choice }, index) => {
      const checked = choice
        .map(
          ([optionId, valueId]) =>
            `:has(input[name="${optionFieldName(optionId)}"][value="${valueId}"]:checked)`,
        )
        .join('');
      const shown = `article${checked} [data-variant-picture="${index}"]`;
      // The main picture (the spans' next sibling) keeps its room but leaves the page's images.
      return `${shown}{display:block}\n${shown} ~ img{visibility:hidden}`;
    })
    .join('\n');
}

/**
 * Which of `pictures` the page opens with (the options chosen before the shopper picks
 * any: the purchase form's first choice), or -1 when it opens on the product's own.
 */
export function openingPicture(
  pictures: readonly VariantPicture[],
  chosen: ReadonlyMap<number, number>,
): number {
  return pictures.findIndex(({ choice }) =>
    choice.every(([optionId, valueId]) => chosen.get(optionId) === valueId),
  );
}
