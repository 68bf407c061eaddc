import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { inEnglish } from '../support/english-problems';
import {
  EMAIL_MESSAGE,
  GARBLED_MESSAGE,
  emailAddress,
  optionalText,
  postedForm,
  readForm,
  requiredText,
  secretText,
} from '@/lib/shared/forms';

const schema = z.object({
  name: requiredText('Enter a name.'),
  note: optionalText(),
  password: secretText('Enter a password.'),
});
const form = (entries: Record<string, string | Blob>) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(entries)) data.set(key, value);
  return data;
};

describe('readForm', () => {
  it('takes well-formed text, astral characters included; an empty optional field is empty', () => {
    const read = readForm(form({ name: ' Zoë 🌿 ', note: '', password: 'x' }), schema);
    expect(read).toMatchObject({ ok: true, data: { name: 'Zoë 🌿', note: '', password: 'x' } });
  });

  it('answers each field with its first problem and keeps what was typed, never a secret', () => {
    const read = readForm(form({ name: '  ', note: 'kept', password: 'hunter2' }), schema, {
      secret: ['password'],
    });
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.result.status).toBe('error');
    expect(read.result.error).toMatchObject({ name: ['Enter a name.'] });
    expect(read.result.initialValue).toEqual({ name: '  ', note: 'kept' });
    expect(JSON.stringify(read.result)).not.toContain('hunter2');
  });

  it('keeps secrets out of the replies an action makes after the schema passed', () => {
    const read = readForm(form({ name: 'Robin', password: 'hunter2' }), schema, {
      secret: ['password'],
    });
    if (!read.ok) throw new Error('expected the form to pass');
    const refused = read.reply({ formErrors: ['Try again in 5 minutes.'] });
    expect(refused.error).toMatchObject({ '': ['Try again in 5 minutes.'] });
    expect(JSON.stringify(refused)).not.toContain('hunter2');
    expect(refused.initialValue).toMatchObject({ name: 'Robin' });
  });

  it('refuses text that was no UTF-8 (U+FFFD), field by field, even where the schema would pass', () => {
    for (const bad of ['Ro\uFFFDb', '\uD83C']) {
      // (FormData itself makes U+FFFD of a lone surrogate.)
      const read = readForm(form({ name: 'Robin', note: bad, password: 'x' }), schema);
      expect(read.ok).toBe(false);
      if (read.ok) return;
      expect(read.result.error).toEqual({ note: [GARBLED_MESSAGE] });
    }
  });

  it('reads a file or a missing field as absent, with the field’s own message', () => {
    const read = readForm(form({ name: new Blob(['x']) }), schema);
    expect(read.ok).toBe(false);
    if (read.ok) return;
    expect(read.result.error).toMatchObject({
      name: ['Enter a name.'],
      password: ['Enter a password.'],
    });
  });

  it('reads an e-mail address as every form does', () => {
    const email = z.object({ email: emailAddress() });
    expect(readForm(form({ email: ' sam@example.com ' }), email)).toMatchObject({
      ok: true,
      data: { email: 'sam@example.com' },
    });
    const refused = readForm(form({ email: 'sam@localhost' }), email);
    expect(refused).toMatchObject({ ok: false, result: { error: { email: [EMAIL_MESSAGE] } } });
    // A message key, worded by the form in the page's language.
    expect(inEnglish(EMAIL_MESSAGE)).toBe('Enter an e-mail address like name@example.com.');
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
