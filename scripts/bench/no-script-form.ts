import { Parser } from 'htmlparser2';

/**
 * The fields a browser without JavaScript posts for the form holding the button named
 * `button` on a page: every named input (hidden ones included, checked radios and
 * checkboxes only) and each select's selected (else first) option. Read from the page's
 * HTML as the browser reads it, so the benchmark posts what a shopper posts.
 */
export function noScriptFormFields(html: string, button: string): Array<[string, string]> {
  const forms: Array<{ fields: Array<[string, string]>; buttons: string[] }> = [];
  let form: (typeof forms)[number] | null = null;
  let select: { name: string; chosen: string | null; first: string | null } | null = null;
  let inButton = false;
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'form') form = { fields: [], buttons: [] };
        if (!form) return;
        if (name === 'input' && attributes.name) {
          const type = attributes.type ?? 'text';
          if ((type === 'radio' || type === 'checkbox') && !('checked' in attributes)) return;
          if (type === 'submit' || type === 'button') return;
          form.fields.push([attributes.name, attributes.value ?? '']);
        }
        if (name === 'select' && attributes.name)
          select = { name: attributes.name, chosen: null, first: null };
        if (name === 'option' && select) {
          const value = attributes.value ?? '';
          select.first ??= value;
          if ('selected' in attributes) select.chosen = value;
        }
        if (name === 'button') {
          inButton = true;
          form.buttons.push('');
        }
      },
      ontext(text) {
        if (inButton && form) form.buttons[form.buttons.length - 1] += text;
      },
      onclosetag(name) {
        if (name === 'button') inButton = false;
        if (name === 'select' && select && form) {
          form.fields.push([select.name, select.chosen ?? select.first ?? '']);
          select = null;
        }
        if (name === 'form' && form) {
          forms.push(form);
          form = null;
        }
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  const found = forms.find((f) => f.buttons.some((text) => text.trim() === button));
  if (!found) throw new Error(`no form with a "${button}" button on the page`);
  return found.fields;
}

/** A multipart/form-data body of `fields`, as a browser encodes it, with its Content-Type. */
export function multipartBody(fields: ReadonlyArray<[string, string]>): {
  contentType: string;
  body: string;
} {
  const boundary = '----benchFormBoundary7MA4YWxkTrZu0gW';
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `${parts.join('')}--${boundary}--\r\n`,
  };
}
