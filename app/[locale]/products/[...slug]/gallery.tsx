import { useTranslations } from 'next-intl';
import { StoreImage } from '../../_components/store-image';
import styles from './product.module.css';
import { type VariantPicture, variantPictureCss } from './variant-pictures';

interface GalleryImage {
  medium: string;
  altText: string;
  isDefault: boolean;
}

/**
 * The product's pictures, the default one first. No JavaScript: on a wide screen the first
 * is large and the others sit under it as tiles; on a phone they form one row to swipe
 * through, the next one peeking in, so the picture leaves room for the name, the price
 * and the button. A single picture is just that picture: no tiles, no row.
 * `wide`: across the page as a hero (the featured.html layout).
 */
export function Gallery({
  images,
  productName,
  variantPictures = [],
  opening = -1,
  wide = false,
}: {
  images: readonly GalleryImage[];
  productName: string;
  /** Pictures of single variants, laid over the main one while that variant is chosen. */
  variantPictures?: readonly VariantPicture[];
  /**
   * The variant picture the page opens with (variant-pictures.ts openingPicture), or -1:
   * the one loaded first, with high priority, as the largest picture on the first screen.
   */
  opening?: number;
  wide?: boolean;
}) {
  const t = useTranslations('product');
  const main = images.find((image) => image.isDefault) ?? images[0];
  if (!main) return <div className={styles.noImage}>{t('noPicture', { productName })}</div>;
  const ordered = [main, ...images.filter((image) => image !== main)];
  const classes = [styles.gallery, wide && styles.wideGallery, ordered.length > 1 && styles.several]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      <ul
        className={classes}
        aria-label={ordered.length > 1 ? t('pictures', { productName }) : undefined}
      >
        {ordered.map((image, position) => (
          <li key={image.medium} className={position === 0 ? styles.mainImage : undefined}>
            {/*
            Hidden (so not even fetched, being lazy) until the purchase form's chosen options
            are a variant's: then CSS shows its picture over the main one, which it hides.
          */}
            {position === 0 &&
              variantPictures.map((picture, index) => (
                <span
                  key={picture.url}
                  className={styles.variantPicture}
                  data-variant-picture={index}
                >
                  <StoreImage
                    src={picture.url}
                    alt={picture.altText || productName}
                    width={560}
                    height={560}
                    eager={index === opening}
                  />
                </span>
              ))}
            <StoreImage
              src={image.medium}
              alt={image.altText || productName}
              width={560}
              height={560}
              eager={position === 0 && opening < 0}
            />
          </li>
        ))}
      </ul>
      {variantPictures.length > 0 && <style>{variantPictureCss(variantPictures)}</style>}
    </>
  );
}
