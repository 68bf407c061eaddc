/**
 * A store script that runs only with the shopper's consent, as data for the browser (a
 * `<script>` element in the page would load for everyone): the client writes it when its
 * category is allowed. Only what the store's script already says; it is in the page's
 * data, the same for every shopper.
 */
export interface GatedScript {
  uuid: string;
  category: string;
  location: 'head' | 'footer';
  /** A `src` script's URL and how it loads. */
  src?: string;
  async?: boolean;
  integrity?: string;
  /** A `script_tag` script's attributes and code. */
  attributes?: Record<string, string | true>;
  code?: string;
}
