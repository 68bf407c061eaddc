import { describe, expect, it } from 'vitest';
import { parseScriptTag } from '@/lib/data/script-tag';

describe('parseScriptTag', () => {
  it('takes a script element apart into its attributes and code', () => {
    expect(parseScriptTag('<script>window.chat = true;</script>')).toEqual({
      attributes: {},
      code: 'window.chat = true;',
    });
    expect(
      parseScriptTag(
        `<SCRIPT type="module" data-id='a&amp;b' async crossorigin=anonymous>if (a < b) go();</script >`,
      ),
    ).toEqual({
      attributes: { type: 'module', 'data-id': 'a&b', async: true, crossorigin: 'anonymous' },
      code: 'if (a < b) go();',
    });
    expect(parseScriptTag('<script data-empty="" defer>1</script>')?.attributes).toEqual({
      'data-empty': '',
      defer: true,
    });
  });

  it('keeps the code as written, and leaves out markup around the element', () => {
    const code = 'const s = "<b>";\n  console.log(s);';
    expect(
      parseScriptTag(
        `<!-- chat --><script src="https://cdn.example.com/x.js">${code}</script><noscript>x</noscript>`,
      ),
    ).toEqual({
      attributes: { src: 'https://cdn.example.com/x.js' },
      code,
    });
  });

  it('finds nothing in html without a complete script element', () => {
    expect(parseScriptTag('')).toBeNull();
    expect(parseScriptTag('<p>no script</p>')).toBeNull();
    expect(parseScriptTag('<script>never closed')).toBeNull();
  });
});
