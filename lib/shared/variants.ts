/**
 * Choosing a product variant from the option values a shopper picked. Pure, so the
 * product page's client component and the add-to-cart action agree on the answer.
 */

export interface VariantChoice {
  /** The option value ids that make up this variant, one per option. */
  valueIds: readonly number[];
}

/** Option id → chosen value id. */
export type ChosenOptions = ReadonlyMap<number, number>;

/**
 * The variant whose option values are exactly the chosen ones (one value per option the
 * product has), or null when some option is not chosen or no variant has that combination.
 */
export function pickVariant<V extends VariantChoice>(
  variants: readonly V[],
  optionIds: readonly number[],
  chosen: ChosenOptions,
): V | null {
  const values: number[] = [];
  for (const optionId of optionIds) {
    const value = chosen.get(optionId);
    if (value === undefined) return null;
    values.push(value);
  }
  if (optionIds.length === 0) return variants.length === 1 ? variants[0]! : null;
  const wanted = new Set(values);
  return (
    variants.find(
      (v) => v.valueIds.length === wanted.size && v.valueIds.every((id) => wanted.has(id)),
    ) ?? null
  );
}

/**
 * The choice a product page starts with: the store's default values, else the values of
 * the first variant that can be bought, else each option's first value. Every option gets
 * a value, so the form also submits a complete choice without JavaScript.
 */
export function initialChoice<V extends VariantChoice & { purchasable: boolean }>(
  options: ReadonlyArray<{ id: number; values: ReadonlyArray<{ id: number; isDefault: boolean }> }>,
  variants: readonly V[],
): Map<number, number> {
  const chosen = new Map<number, number>();
  const firstBuyable = variants.find((v) => v.purchasable);
  for (const option of options) {
    const fallback =
      option.values.find((value) => value.isDefault) ??
      option.values.find((value) => firstBuyable?.valueIds.includes(value.id)) ??
      option.values[0];
    if (fallback) chosen.set(option.id, fallback.id);
  }
  return chosen;
}

/** Reads `option-<id>` fields (what the product form submits) into a choice. */
export function choiceFromForm(
  form: { get(name: string): unknown },
  optionIds: readonly number[],
): Map<number, number> {
  const chosen = new Map<number, number>();
  for (const optionId of optionIds) {
    const raw = form.get(optionFieldName(optionId));
    const value = typeof raw === 'string' ? Number(raw) : NaN;
    if (Number.isInteger(value) && value > 0) chosen.set(optionId, value);
  }
  return chosen;
}

export const optionFieldName = (optionId: number) => `option-${optionId}`;
