import { Parser } from 'htmlparser2';

/**
 * A page's address in each language, by language code, from its `hreflang` alternates
 * (x-default left out): a product's French page is at its own, translated address, which
 * the benchmark loads as a French shopper would, not at the English path with a prefix.
 */
export async function languageAddresses(
  storefront: string,
  path: string,
): Promise<Record<string, string>> {
  const html = await (await fetch(`${storefront}${path}`)).text();
  const addresses: Record<string, string> = {};
  const parser = new Parser({
    onopentag(name, attributes) {
      const { rel, hreflang, href } = attributes;
      if (name !== 'link' || rel !== 'alternate' || !hreflang || !href) return;
      if (hreflang !== 'x-default') addresses[hreflang] = new URL(href, storefront).pathname;
    },
  });
  parser.end(html);
  return addresses;
}
