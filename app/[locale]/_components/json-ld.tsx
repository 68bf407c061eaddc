import type { Thing, WithContext } from 'schema-dts';

/**
 * Structured data in a page (lib/shared/structured-data.ts). The JSON is escaped so that no text
 * from the store (a product name with `</script>`) can end the script element.
 */
export function JsonLd({ data }: { data: WithContext<Thing> | Array<WithContext<Thing>> }) {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
