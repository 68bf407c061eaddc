import { beforeEach, describe, expect, it, vi } from 'vitest';
import { inEnglish } from '../support/english-problems';

interface FakeLine {
  entityId: string;
  productEntityId: number;
  variantEntityId: number | null;
}

/** The session, cart loader and cache of the cart action, replaced by fakes. */
const fake = vi.hoisted(() => ({
  session: {
    cartId: undefined as string | undefined,
    customerId: undefined as number | undefined,
    save: async () => undefined,
  },
  cart: null as { lineItems: { physicalItems: FakeLine[]; digitalItems: FakeLine[] } } | null,
  setLineQuantity: vi.fn(async () => true),
  updated: [] as string[],
}));

vi.mock('next/cache', () => ({ updateTag: (tag: string) => fake.updated.push(tag) }));
vi.mock('@/lib/flows/session', () => ({ getSession: async () => fake.session }));
vi.mock('@/lib/data/cart', () => ({
  getCart: async () => fake.cart,
  setLineQuantity: fake.setLineQuantity,
}));

const { updateLine } = await import('@/app/[locale]/cart/actions');

const CART = '0b6f6f7e-2d39-4c47-9d9b-4a9e3f2f5a10';
const line = (
  entityId: string,
  productEntityId: number,
  variantEntityId: number | null,
): FakeLine => ({ entityId, productEntityId, variantEntityId });

/** Every message of an action's answer (Conform's result: errors by field, '' for the form's own). */
/** What the form shows, in English (the action answers with message keys). */
const messagesOf = (result: { error?: Record<string, string[] | null> | null }) =>
  Object.values(result.error ?? {})
    .flat()
    .map((text) => inEnglish(text ?? ''))
    .join(' ');

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('updateLine', () => {
  beforeEach(() => {
    fake.session.cartId = CART;
    fake.session.customerId = 7;
    fake.cart = {
      lineItems: { physicalItems: [line('li-1', 11, 111)], digitalItems: [line('li-2', 22, null)] },
    };
    fake.setLineQuantity.mockClear();
    fake.updated.length = 0;
  });

  it("uses the line's own product and variant from the session's cart, whatever the form says", async () => {
    const state = await updateLine(
      { error: null },
      form({ lineItemId: 'li-1', quantity: '3', productId: '999', variantId: '888' }),
    );
    expect(state.status).toBe('success');
    expect(messagesOf(state)).toBe('');
    expect(fake.setLineQuantity).toHaveBeenCalledWith(
      CART,
      { lineItemId: 'li-1', productId: 11, variantId: 111, quantity: 3 },
      { customerId: 7 },
    );
    expect(fake.updated).toEqual([`cart:${CART}`]);
  });

  it('finds digital lines too, and removes with the remove button', async () => {
    await updateLine(
      { error: null },
      form({ lineItemId: 'li-2', quantity: '5', intent: 'remove' }),
    );
    expect(fake.setLineQuantity).toHaveBeenCalledWith(
      CART,
      { lineItemId: 'li-2', productId: 22, variantId: null, quantity: 0 },
      { customerId: 7 },
    );
  });

  it('refuses a line that is not in the cart with a clear message', async () => {
    const state = await updateLine(
      { error: null },
      form({ lineItemId: 'someone-elses-line', quantity: '1' }),
    );
    expect(messagesOf(state)).toMatch(/no longer in your cart/);
    expect(fake.setLineQuantity).not.toHaveBeenCalled();
    fake.cart = null;
    expect(
      messagesOf(await updateLine({ error: null }, form({ lineItemId: 'li-1', quantity: '1' }))),
    ).toMatch(/no longer in your cart/);
  });

  it('checks the quantity and needs a cart in the session', async () => {
    expect(
      messagesOf(await updateLine({ error: null }, form({ lineItemId: 'li-1', quantity: '1000' }))),
    ).toMatch(/from 0 to 999/);
    expect(
      messagesOf(await updateLine({ error: null }, form({ lineItemId: 'li-1', quantity: '1.5' }))),
    ).toMatch(/from 0 to 999/);
    fake.session.cartId = undefined;
    expect(
      messagesOf(await updateLine({ error: null }, form({ lineItemId: 'li-1', quantity: '1' }))),
    ).toMatch(/expired/);
    expect(fake.setLineQuantity).not.toHaveBeenCalled();
  });
});
