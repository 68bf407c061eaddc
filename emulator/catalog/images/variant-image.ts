import { type ServiceContext } from '../../core';
import { catalogTimestamp } from '../format';
import { IMAGE_SIZES, type ImageSize, type ProductImage, type Variant } from '../shapes';
import { colourHex, isColourOption } from './colours';
import { primaryImageOf } from './read';

/**
 * A variant's picture. The store keeps one `image_url` per variant (as the real service
 * does); the demo's colour variants point it at an illustration of the product in that
 * colour, served by this service (`./route.ts`) at every size like product images.
 */

/** The stored address of a variant's generated picture (relative: shown at the service's origin). */
export const variantPicturePath = (variantId: number, size: ImageSize = 'standard') =>
  `/images/variants/${variantId}/${size}.svg`;

const GENERATED = /^\/images\/variants\/(\d+)\/(\w+)\.svg$/;

/** The paint of a variant's colour option, if it has one the pictures know. */
export function variantColour(variant: Pick<Variant, 'option_values'>): string | undefined {
  for (const value of variant.option_values) {
    const hex = isColourOption(value.option_display_name) ? colourHex(value.label) : undefined;
    if (hex) return hex;
  }
  return undefined;
}

/**
 * The picture to show for a variant the caller holds (a cart line's, a listing's): its own
 * image at each size, else the product's primary image; null when neither exists. Its alt
 * text names the product and the variant's values (the product's name is looked up when
 * the caller does not pass it).
 */
export function variantImageOf(
  ctx: ServiceContext,
  variant: Variant,
  productName?: string,
): ProductImage | null {
  const primary = primaryImageOf(ctx, variant.product_id);
  if (!variant.image_url) return primary;
  const own = variant.image_url.startsWith(ctx.origin)
    ? GENERATED.exec(variant.image_url.slice(ctx.origin.length))
    : null;
  const url = (size: ImageSize) =>
    own ? `${ctx.origin}${variantPicturePath(variant.id, size)}` : variant.image_url;
  const name =
    productName ??
    (
      ctx.db.prepare('SELECT name FROM catalog_products WHERE id = ?').get(variant.product_id) as {
        name: string;
      }
    ).name;
  const values = variant.option_values.map((value) => value.label).join(', ');
  return {
    id: primary?.id ?? 0,
    product_id: variant.product_id,
    is_thumbnail: false,
    sort_order: 0,
    description: values ? `${name}, ${values}` : name,
    image_file: variant.image_url.split('/').pop() ?? variant.image_url,
    url_zoom: url('zoom'),
    url_standard: url('standard'),
    url_thumbnail: url('thumbnail'),
    url_tiny: url('tiny'),
    date_modified: primary?.date_modified ?? catalogTimestamp(ctx.clock.now()),
  };
}

export const isImageSize = (value: string | undefined): value is ImageSize =>
  IMAGE_SIZES.includes(value as ImageSize);
