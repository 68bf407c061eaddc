/**
 * The themes every store has installed: THE one place that says which themes exist, their
 * variations and the custom template files each ships. Custom templates sit in a theme
 * under `templates/pages/custom/<entity type>/`; the interface names them by file name
 * only (the entity type is the folder), e.g. `featured.html` for
 * `templates/pages/custom/product/featured.html`.
 */

export const ENTITY_TYPES = ['product', 'category', 'brand', 'page'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

export type CustomTemplates = Readonly<Record<EntityType, readonly string[]>>;

export interface ThemeVariationDefinition {
  externalId: string;
  name: string;
  description: string;
}

/** A theme's settings as its configurations hold them: a value per setting name. */
export type ThemeSettings = Readonly<Record<string, string | number | boolean>>;

export interface ThemeDefinition {
  /** Stable key that ties a stored theme to its definition (uuids are per store). */
  key: string;
  name: string;
  isPrivate: boolean;
  variations: readonly ThemeVariationDefinition[];
  customTemplates: CustomTemplates;
  /** The settings a new configuration starts with; they also say which settings exist and their types. */
  settings: ThemeSettings;
}

/** The theme every channel starts with. */
export const DEFAULT_THEME_KEY = 'foundation';

export const THEME_LIBRARY: readonly ThemeDefinition[] = [
  {
    key: DEFAULT_THEME_KEY,
    name: 'Foundation',
    isPrivate: false,
    variations: [
      {
        externalId: 'light',
        name: 'Light',
        description: 'Bright backgrounds and a clean product grid.',
      },
      {
        externalId: 'bold',
        name: 'Bold',
        description: 'Strong colours and large type for a confident brand.',
      },
      {
        externalId: 'warm',
        name: 'Warm',
        description: 'Soft earthy tones for lifestyle catalogs.',
      },
    ],
    customTemplates: {
      product: ['featured.html', 'bundle.html', 'preorder.html'],
      category: ['grid-wide.html', 'lookbook.html'],
      brand: ['minimal.html'],
      page: ['contact-form.html', 'holiday.html'],
    },
    settings: {
      color_primary: '#1f5f8b',
      color_background: '#ffffff',
      show_product_reviews: true,
      products_per_page: 12,
      logo_position: 'center',
    },
  },
  {
    key: 'atelier',
    name: 'Atelier',
    isPrivate: true,
    variations: [
      {
        externalId: 'studio',
        name: 'Studio',
        description: 'Gallery-style layout for small, image-led catalogs.',
      },
    ],
    customTemplates: {
      product: ['gallery.html'],
      category: [],
      brand: ['story.html'],
      page: ['landing.html'],
    },
    settings: {
      color_primary: '#2b2b2b',
      color_background: '#faf7f2',
      show_product_reviews: false,
      products_per_page: 9,
    },
  },
];
