import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

function rendered(text: string): HTMLDivElement {
  const root = document.createElement('div');
  root.innerHTML = renderMarkdown(text);
  return root;
}

describe('renderMarkdown', () => {
  it('renders the Markdown an answer uses', () => {
    const root = rendered('# Title\n\n**bold** and *it* and `code`\n\n- one\n- two\n\n```\nx < 1\n```');
    expect(root.querySelector('h1')?.textContent).toBe('Title');
    expect(root.querySelector('strong')?.textContent).toBe('bold');
    expect(root.querySelector('em')?.textContent).toBe('it');
    expect(root.querySelectorAll('li')).toHaveLength(2);
    expect(root.querySelector('pre code')?.textContent).toBe('x < 1\n');
  });

  it('shows raw HTML as text, never as an element', () => {
    const attack = '<img src=x onerror="alert(1)"> and <script>alert(2)</script>';
    const root = rendered(attack);
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('[onerror]')).toBeNull();
    expect(root.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(root.textContent).toContain('<script>alert(2)</script>');
  });

  it('escapes HTML blocks and inline tags alike', () => {
    const root = rendered(
      '<div onclick="steal()">\n<iframe src="https://evil.example"></iframe>\n</div>\n\nhi <b onmouseover=x>there</b> <svg onload=alert(1)>',
    );
    for (const tag of ['div', 'iframe', 'b', 'svg']) expect(root.querySelector(tag), tag).toBeNull();
    expect(root.querySelector('[onclick], [onmouseover], [onload]')).toBeNull();
    expect(root.textContent).toContain('<iframe src="https://evil.example"></iframe>');
    expect(root.textContent).toContain('<svg onload=alert(1)>');
  });

  it('opens links in a new tab without the opener or the referrer, and drops unsafe URLs', () => {
    const root = rendered('[guide](https://uu.example/guide) [bad](javascript:alert(1)) <https://auto.example>');
    const links = [...root.querySelectorAll('a')];
    const guide = links.find((a) => a.textContent === 'guide')!;
    expect(guide.getAttribute('href')).toBe('https://uu.example/guide');
    expect(guide.getAttribute('target')).toBe('_blank');
    expect(guide.getAttribute('rel')).toBe('noopener noreferrer');
    const bad = links.find((a) => a.textContent === 'bad');
    expect(bad?.getAttribute('href') ?? null).toBeNull();
    expect(root.innerHTML).not.toContain('javascript:');
    expect(links.find((a) => a.textContent === 'https://auto.example')?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('turns images into links, so an answer cannot load a picture from anywhere', () => {
    const root = rendered('![pixel](https://tracker.example/p.gif)');
    expect(root.querySelector('img')).toBeNull();
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://tracker.example/p.gif');
  });
});
