import { describe, expect, it } from 'vitest';
import { choiceFromForm, initialChoice, optionFieldName, pickVariant } from '@/lib/shared/variants';

// A mug in three colours (option 1: values 11-13) and two sizes (option 2: values 21-22).
const variants = [
  { id: 1, valueIds: [11, 21], purchasable: true },
  { id: 2, valueIds: [11, 22], purchasable: false },
  { id: 3, valueIds: [12, 21], purchasable: true },
  { id: 4, valueIds: [22, 12], purchasable: true },
];
const optionIds = [1, 2];

describe('pickVariant', () => {
  it('finds the variant with exactly the chosen values, in any order', () => {
    expect(
      pickVariant(
        variants,
        optionIds,
        new Map([
          [1, 12],
          [2, 22],
        ]),
      )?.id,
    ).toBe(4);
    expect(
      pickVariant(
        variants,
        optionIds,
        new Map([
          [2, 21],
          [1, 11],
        ]),
      )?.id,
    ).toBe(1);
  });

  it('finds nothing until every option is chosen', () => {
    expect(pickVariant(variants, optionIds, new Map([[1, 11]]))).toBeNull();
  });

  it('finds nothing for a combination the product does not have', () => {
    expect(
      pickVariant(
        variants,
        optionIds,
        new Map([
          [1, 13],
          [2, 21],
        ]),
      ),
    ).toBeNull();
  });

  it('takes the only variant of a product without options', () => {
    const single = [{ id: 9, valueIds: [] }];
    expect(pickVariant(single, [], new Map())?.id).toBe(9);
  });
});

describe('initialChoice', () => {
  const options = [
    { id: 1, values: [11, 12, 13].map((id) => ({ id, isDefault: false })) },
    { id: 2, values: [21, 22].map((id) => ({ id, isDefault: id === 22 })) },
  ];

  it("prefers the store's default values, then the first variant that can be bought", () => {
    expect([...initialChoice(options, variants)]).toEqual([
      [1, 11],
      [2, 22],
    ]);
  });

  it('starts from a variant in stock when the store sets no default', () => {
    const noDefaults = options.map((o) => ({
      ...o,
      values: o.values.map((v) => ({ ...v, isDefault: false })),
    }));
    const firstOutOfStock = [
      { id: 2, valueIds: [13, 22], purchasable: false },
      ...variants.slice(2),
    ];
    expect([...initialChoice(noDefaults, firstOutOfStock)]).toEqual([
      [1, 12],
      [2, 21],
    ]);
  });
});

describe('choiceFromForm', () => {
  it('reads the option fields the product form posts, ignoring anything else', () => {
    const form = new FormData();
    form.set(optionFieldName(1), '12');
    form.set(optionFieldName(2), 'not-a-number');
    form.set(optionFieldName(3), '31');
    expect([...choiceFromForm(form, optionIds)]).toEqual([[1, 12]]);
  });
});
