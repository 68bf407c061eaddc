import { describe, expect, it } from 'vitest';
import { metaDescriptionOf, sanitizeHtml } from '@/lib/data/sanitize-html';

/** Every element sanitizeHtml's output opens is closed again, in order. */
function isBalanced(html: string): boolean {
  const open: string[] = [];
  for (const [, closing, name] of html.matchAll(/<(\/?)([a-z0-9]+)[^>]*>/g)) {
    if (name === 'br') continue;
    if (!closing) open.push(name!);
    else if (open.pop() !== name) return false;
  }
  return open.length === 0;
}

describe('sanitizeHtml', () => {
  it('keeps plain formatting', () => {
    const html =
      '<p>Four cups.</p><ul><li>Set of <strong>4</strong></li><li>3 oz, <em>hand</em> <b>made</b> <i>here</i></li></ul><h2>Care</h2><h3>a</h3><h4>b</h4><ol><li>x<br>y</li></ol>';
    expect(sanitizeHtml(html)).toBe(html.replace('<br>', '<br />'));
  });

  it('keeps entities as text and escapes angle brackets that open nothing', () => {
    expect(sanitizeHtml('<p>3&nbsp;oz &amp; more &lt;b&gt;</p>')).toBe(
      '<p>3\u00a0oz &amp; more &lt;b&gt;</p>',
    );
    expect(sanitizeHtml('a < b > c')).toBe('a &lt; b &gt; c');
  });

  it('closes what it opened and drops closers of nothing, so the page after it keeps its layout', () => {
    const cases: Array<[string, string]> = [
      [
        '<a href="https://example.com/">click',
        '<a href="https://example.com/" rel="noopener noreferrer">click</a>',
      ],
      ['<b>unclosed', '<b>unclosed</b>'],
      ['<p>one<p>two', '<p>one</p><p>two</p>'],
      ['<ul><li>a<li>b</ul>', '<ul><li>a</li><li>b</li></ul>'],
      ['<strong><em>crossed</strong></em>', '<strong><em>crossed</em></strong>'],
      ['</div></div></main>text', 'text'],
    ];
    for (const [input, output] of cases) expect(sanitizeHtml(input), input).toBe(output);
    for (const input of [
      '</p></div><h1>x</h1>',
      '<li><ol><b><a href="/x">',
      '<p><h2>in a paragraph</p></h2>',
      '</li></ul><i>',
    ]) {
      expect(isBalanced(sanitizeHtml(input)), input).toBe(true);
      expect(sanitizeHtml(input)).not.toMatch(/<\/?(div|main|h1)\b/);
    }
  });

  it('turns a description h1 into an h2 (the page has its own h1) and h5/h6 into h4', () => {
    expect(sanitizeHtml('<h1>Big</h1><h5>small</h5><h6>smaller</h6>')).toBe(
      '<h2>Big</h2><h4>small</h4><h4>smaller</h4>',
    );
  });

  it('drops scripts, styles, svg and embedded content with what they hold', () => {
    expect(sanitizeHtml('<script>alert(1)</script><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<SCRIPT src="https://x/y.js"></SCRIPT>ok')).toBe('ok');
    expect(sanitizeHtml('<style>body{display:none}</style><p>ok</p>')).toBe('<p>ok</p>');
    expect(
      sanitizeHtml('<svg onload="alert(1)"><script>alert(1)</script><a href="/x">y</a></svg>after'),
    ).toBe('after');
    expect(sanitizeHtml('<math><mi>x</mi></math>after')).toBe('after');
    expect(sanitizeHtml('<iframe src="https://x"></iframe>text')).toBe('text');
    expect(sanitizeHtml('<object data="x.swf"></object><template><p>t</p></template>text')).toBe(
      'text',
    );
    expect(sanitizeHtml('<noscript><p>n</p></noscript>text')).toBe('text');
  });

  it('drops every attribute: event handlers, styles, classes and ids', () => {
    expect(
      sanitizeHtml('<p onclick="steal()" class="x" id="y" style="position:fixed">Hi</p>'),
    ).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<b onmouseover=alert(1)>b</b>')).toBe('<b>b</b>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<div><span style="color:red">text</span></div>')).toBe('text');
    expect(sanitizeHtml('<a href="/x" onclick="steal()" style="x" target="_top">a</a>')).toBe(
      '<a href="/x">a</a>',
    );
  });

  it('keeps links to web and mail addresses and to this site, external ones without the opener', () => {
    expect(sanitizeHtml('<a href="https://example.com/care">care</a>')).toBe(
      '<a href="https://example.com/care" rel="noopener noreferrer">care</a>',
    );
    expect(sanitizeHtml('<a href="http://example.com" rel="opener">x</a>')).toBe(
      '<a href="http://example.com/" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="mailto:care@example.com">mail</a>')).toBe(
      '<a href="mailto:care@example.com">mail</a>',
    );
    expect(sanitizeHtml('<a href="/kitchen/mugs/?sort=new#top">mugs</a>')).toBe(
      '<a href="/kitchen/mugs/?sort=new#top">mugs</a>',
    );
    // An encoded tab stays a path segment on this site: browsers do not decode it.
    expect(sanitizeHtml('<a href="/%09/x">x</a>')).toBe('<a href="/%09/x">x</a>');
  });

  it('drops a link target that runs script or leads off-site while looking relative', () => {
    const hrefs = [
      'javascript:alert(1)',
      'JaVaScRiPt&#58;alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:x',
      '//evil.example/',
      '/\\evil.example',
      '\\\\evil.example',
      '/&#x2f;evil.example',
      '/&#47;evil.example',
      '/&#9;/evil.example',
      'https:',
      'relative/path',
    ];
    for (const href of hrefs) {
      const out = sanitizeHtml(`<a href="${href}">x</a>`);
      expect(out, href).toBe('<a>x</a>');
    }
  });
});

describe('metaDescriptionOf', () => {
  it('is the text of merchant HTML on one line, entities read and tags and scripts gone', () => {
    expect(
      metaDescriptionOf(
        '<p>Tools &amp; tableware\n for <b>slow</b>&nbsp;mornings.</p><script>alert(1)</script>',
      ),
    ).toBe('Tools & tableware for slow mornings.');
    expect(metaDescriptionOf('<p>Use 1 &lt; 2 &amp;lt; 3</p>')).toBe('Use 1 < 2 &lt; 3');
    expect(metaDescriptionOf('<p> </p>')).toBe('');
    expect(metaDescriptionOf('<h2>Slow living</h2><p>We make<br>things.</p>')).toBe(
      'Slow living We make things.',
    );
  });

  it('is cut at a word within the 160 characters search engines show', () => {
    const long = `<p>${'Linen and cotton for the kitchen, the bath and the sofa. '.repeat(5)}</p>`;
    const text = metaDescriptionOf(long);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toMatch(/^Linen and cotton .* [a-z]+…$/);
  });
});
