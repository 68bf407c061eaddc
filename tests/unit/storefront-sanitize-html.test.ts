import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/lib/sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps plain formatting', () => {
    const html = '<p>Four cups.</p><ul><li>Set of <strong>4</strong></li><li>3&nbsp;oz</li></ul>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops attributes, scripts and unknown tags', () => {
    expect(sanitizeHtml('<p onclick="steal()" class="x">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitizeHtml('<script>alert(1)</script><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<img src=x onerror=alert(1)><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<iframe src="https://x"></iframe>text')).toBe('text');
    expect(sanitizeHtml('<div><span>text</span></div>')).toBe('text');
  });

  it('keeps links to web addresses only', () => {
    expect(sanitizeHtml('<a href="https://example.com/care">care</a>')).toBe('<a href="https://example.com/care" rel="nofollow noopener">care</a>');
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
  });

  it('escapes a stray angle bracket that opens nothing', () => {
    expect(sanitizeHtml('a < b > c <img src=x onerror=alert(1)')).toBe('a &lt; b &gt; c &lt;img src=x onerror=alert(1)');
  });
});
