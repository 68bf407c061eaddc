import { StoreImage } from '../../_components/store-image';
import styles from './product.module.css';

interface GalleryImage {
  medium: string;
  altText: string;
  isDefault: boolean;
}

/**
 * The product's pictures: the default one large, the others beside it. No JavaScript.
 * `wide`: across the page as a hero (the featured.html layout).
 */
export function Gallery({ images, productName, wide = false }: { images: readonly GalleryImage[]; productName: string; wide?: boolean }) {
  const main = images.find((image) => image.isDefault) ?? images[0];
  if (!main) return <div className={styles.noImage}>No picture of {productName} yet</div>;
  const others = images.filter((image) => image !== main);
  return (
    <div className={wide ? `${styles.gallery} ${styles.wideGallery}` : styles.gallery}>
      <StoreImage src={main.medium} alt={main.altText || productName} width={560} height={560} eager className={styles.mainImage} />
      {others.length > 0 && (
        <ul className={styles.thumbnails}>
          {others.map((image) => (
            <li key={image.medium}>
              <StoreImage src={image.medium} alt={image.altText || productName} width={560} height={560} className={styles.thumbnail} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
