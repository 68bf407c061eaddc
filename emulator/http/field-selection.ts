/**
 * `include_fields` / `exclude_fields`: trims an object to the fields asked for. The id
 * always stays, as in the real service.
 */
export function selectFields<T extends { id: number }>(
  item: T,
  fields: {
    include_fields?: readonly string[];
    exclude_fields?: readonly string[];
    keep?: readonly string[];
  },
): Partial<T> {
  const entries = Object.entries(item).filter(([key]) => {
    if (key === 'id' || fields.keep?.includes(key)) return true;
    if (fields.include_fields && !fields.include_fields.includes(key)) return false;
    return !fields.exclude_fields?.includes(key);
  });
  return Object.fromEntries(entries) as Partial<T>;
}
