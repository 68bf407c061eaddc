import { describe, expect, it } from 'vitest';
import { sanitizeWidgetHtml } from '@/lib/data/sanitize-html';

describe('sanitizeWidgetHtml (the widget profile)', () => {
  it('keeps layout markup with its classes: sections, divs, figures, lists, headings, images and links', () => {
    const html =
      '<section class="banner"><div class="col"><figure class="card"><img src="https://cdn.example.com/a.jpg" alt="Mugs" class="pic" width="300" height="200" loading="lazy" />' +
      '<figcaption>New <span class="tag">mugs</span></figcaption></figure></div><h2 class="title">Spring</h2><ul class="perks"><li>Free returns</li></ul>' +
      '<p><a href="/products/mug/" class="button">Shop</a></p></section>';
    // Attributes come out in the sanitizer's order (kept ones first, then the safe target).
    expect(sanitizeWidgetHtml(html)).toBe(
      html
        .replace(
          'src="https://cdn.example.com/a.jpg" alt="Mugs" class="pic" width="300" height="200"',
          'alt="Mugs" class="pic" width="300" height="200" src="https://cdn.example.com/a.jpg"',
        )
        .replace('href="/products/mug/" class="button"', 'class="button" href="/products/mug/"'),
    );
  });

  it('drops scripts, styles, iframes, forms and their content', () => {
    expect(
      sanitizeWidgetHtml(
        '<div>a<script>alert(1)</script><style>body{display:none}</style><iframe src="https://x.test"></iframe>b</div>',
      ),
    ).toBe('<div>ab</div>');
    expect(
      sanitizeWidgetHtml(
        '<form action="https://x.test"><input name="card"><button>Pay</button></form>',
      ),
    ).toBe('Pay');
    expect(
      sanitizeWidgetHtml('<svg><script>alert(1)</script></svg><object data="x"></object>ok'),
    ).toBe('ok');
  });

  it('drops event handlers, inline styles and other attributes', () => {
    expect(
      sanitizeWidgetHtml(
        '<div class="a" onclick="alert(1)" style="position:fixed" id="x" data-x="1">hi</div>',
      ),
    ).toBe('<div class="a">hi</div>');
    expect(
      sanitizeWidgetHtml('<img src="https://cdn.example.com/a.jpg" onerror="alert(1)" alt="">'),
    ).toBe('<img alt="" src="https://cdn.example.com/a.jpg" loading="lazy" />');
  });

  it('shows images only from absolute http(s) URLs, and drops an image left without one', () => {
    for (const src of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/a.png',
      '/local.png',
      ' ',
      'https:/\\evil',
    ]) {
      expect(sanitizeWidgetHtml(`<p>x<img src="${src}" alt="a"></p>`), src).toBe('<p>x</p>');
    }
    expect(sanitizeWidgetHtml('<img src="http://cdn.example.com/a.png">')).toBe(
      '<img src="http://cdn.example.com/a.png" loading="lazy" />',
    );
  });

  it('keeps links only with safe targets; links off-site do not pass this page on', () => {
    expect(sanitizeWidgetHtml('<a href="javascript:alert(1)" class="b">x</a>')).toBe(
      '<a class="b">x</a>',
    );
    expect(sanitizeWidgetHtml('<a href="https://maker.example/" target="_blank">x</a>')).toBe(
      '<a href="https://maker.example/" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeWidgetHtml('<a href="/\\evil.example">x</a>')).toBe('<a>x</a>');
  });

  it("starts headings below the page's own h1 and closes what it opened", () => {
    expect(sanitizeWidgetHtml('<h1>Big</h1><h6>small</h6>')).toBe('<h2>Big</h2><h4>small</h4>');
    expect(sanitizeWidgetHtml('<section><div class="x">open')).toBe(
      '<section><div class="x">open</div></section>',
    );
    expect(sanitizeWidgetHtml('</div></main>text')).toBe('text');
  });
});
