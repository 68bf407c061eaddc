import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { postedForm } from '@/lib/shared/form-state';
import { GARBLED_MESSAGE, parseForm } from '@/lib/shared/form-validation';

const schema = z.object({ name: z.string().trim().min(1, 'Enter a name.'), note: z.string() });
const form = (entries: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe('parseForm', () => {
  it('refuses a lone surrogate however the value came', () => {
    const parsed = parseForm(
      { get: () => 'Ro\uD800b' } as unknown as FormData,
      ['name'] as const,
      z.object({ name: z.string() }),
    );
    expect(parsed).toMatchObject({ ok: false, state: { fieldErrors: { name: GARBLED_MESSAGE } } });
  });

  it('takes well-formed text, astral characters included', () => {
    const parsed = parseForm(form({ name: 'Zoë 🌿', note: '' }), ['name', 'note'] as const, schema);
    expect(parsed).toMatchObject({ ok: true, data: { name: 'Zoë 🌿', note: '' } });
  });

  it('refuses text that was no UTF-8 (U+FFFD) or holds a lone surrogate, field by field', () => {
    for (const bad of ['Ro\uFFFDb', 'Ro\uD800b', 'Ro\uDC00b', '\uD83C']) {
      const parsed = parseForm(
        form({ name: 'Robin', note: bad }),
        ['name', 'note'] as const,
        schema,
      );
      // (FormData itself makes U+FFFD of a lone surrogate; a value from elsewhere may keep it.)
      expect(parsed).toMatchObject({
        ok: false,
        state: { values: { name: 'Robin' }, fieldErrors: { note: GARBLED_MESSAGE }, error: null },
      });
      if (!parsed.ok) expect(Object.keys(parsed.state.fieldErrors)).toEqual(['note']);
    }
  });

  it('reads a file or a missing field as empty text', () => {
    const parsed = parseForm(form({ name: new Blob(['x']) }), ['name', 'note'] as const, schema);
    expect(parsed).toMatchObject({ ok: false, state: { fieldErrors: { name: 'Enter a name.' } } });
  });
});

describe('postedForm', () => {
  it('is the form itself, or an empty form for anything else', () => {
    const data = form({ name: 'Robin' });
    expect(postedForm(data)).toBe(data);
    for (const other of [undefined, null, 'name=Robin', 42, { name: 'Robin' }, ['name', 'Robin']])
      expect([...postedForm(other).keys()]).toEqual([]);
  });
});
