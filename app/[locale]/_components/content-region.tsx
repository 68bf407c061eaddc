import type { Regions } from '@/lib/data/content';
import styles from './content-region.module.css';

/**
 * One named widget region of a page (the names are the theme's, e.g. `home_below_menu`):
 * the widgets the merchant placed there, or nothing when there are none. `regions` is the
 * page's regions, read once per page with getRegions or getEntityTheme (one cache entry,
 * however many regions the page shows); their HTML is the store's rendering of the
 * widgets, sanitized with the widget profile by the loader.
 */
export function ContentRegion({
  regions,
  name,
  className,
}: {
  regions: Regions;
  name: string;
  className?: string;
}) {
  const html = regions[name];
  if (!html) return null;
  return (
    <div
      className={className ? `${styles.region} ${className}` : styles.region}
      data-content-region={name}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
