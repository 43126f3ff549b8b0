import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize-html';

describe('goods description sanitizing', () => {
  it('keeps rich text and pictures', () => {
    const html = sanitizeRichText('<h3>規格</h3><p><strong>500 g</strong> 裝</p><ul><li>一</li></ul><img src="/files/a.png" alt="a">');
    expect(html).toContain('<h3>規格</h3>');
    expect(html).toContain('<strong>500 g</strong>');
    expect(html).toContain('<li>一</li>');
    expect(html).toMatch(/<img[^>]+src="\/files\/a.png"/);
    expect(html).toContain('loading="lazy"');
  });

  it('drops scripts, event handlers, javascript: links, frames, forms and styles', () => {
    const html = sanitizeRichText(
      '<p onclick="alert(1)">x</p><script>alert(2)</script><img src=x onerror="alert(3)">' +
        '<a href="javascript:alert(4)">a</a><iframe src="https://evil.example"></iframe>' +
        '<form action="https://evil.example"><input name="pw"></form><p style="position:fixed" class="adm-button">y</p>',
    );
    expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|<form|<input|style=|class=/i);
    expect(html).toContain('<p>x</p>');
    expect(html).toContain('<p>y</p>');
  });

  it('opens links in a new tab without the opener', () => {
    expect(sanitizeRichText('<a href="https://example.com">e</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">e</a>',
    );
  });
});
