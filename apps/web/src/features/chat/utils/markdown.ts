import DOMPurify from 'dompurify';
import { Marked } from 'marked';

// An answer is Markdown written by a model (or by the built-in assistant quoting operator texts):
// contract chatLogSchema says "render it safely (no raw HTML)". Two locks: marked writes any raw
// HTML of the answer back as text, and DOMPurify then keeps only the tags Markdown itself makes
// (and drops `javascript:` and other unsafe URLs). This module is imported by the chat screen only,
// so neither library reaches the first route.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

const markdown = new Marked({
  gfm: true,
  breaks: true,
  async: false,
  renderer: {
    // `<img src=x onerror=…>` in an answer shows as those characters, never as an element.
    html: ({ text }) => escapeHtml(text),
    // An image would be fetched from wherever the answer points (a tracking pixel): a link instead.
    image: ({ href, text }) => `<a href="${escapeHtml(href)}">${escapeHtml(text || href)}</a>`,
  },
});

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'input',
];
const ALLOWED_ATTR = ['href', 'title', 'start', 'align', 'type', 'checked', 'disabled'];

let hooked = false;

function purify(html: string): string {
  if (!hooked) {
    hooked = true;
    // Links leave the app in a new tab without handing it `window.opener` or the referrer.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // GFM task lists are the only inputs Markdown makes; they are never live.
      if (node.tagName === 'INPUT') {
        if (node.getAttribute('type') !== 'checkbox') node.remove();
        else node.setAttribute('disabled', '');
      }
    });
  }
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}

/** An answer's Markdown as HTML safe to insert: no raw HTML, no scripts, no event handlers, no unsafe URLs. */
export function renderMarkdown(text: string): string {
  return purify(markdown.parse(text) as string);
}
