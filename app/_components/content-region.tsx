import { type RegionsPage, getRegions } from '@/lib/storefront/content';
import styles from './content-region.module.css';

/**
 * One named widget region of a page (the names are the theme's, e.g. `home_below_menu`):
 * the widgets the merchant placed there, or nothing when there are none. The HTML is the
 * store's rendering of the widgets, sanitized with the widget profile by the loader.
 */
export async function ContentRegion({ page, name, className }: { page: RegionsPage; name: string; className?: string }) {
  const html = (await getRegions(page))[name];
  if (!html) return null;
  return (
    <div
      className={className ? `${styles.region} ${className}` : styles.region}
      data-content-region={name}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
