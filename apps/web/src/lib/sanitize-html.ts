import createDOMPurify from 'dompurify';
import { fileUrl } from '@/lib/files';

// Rich text an operator wrote (goods descriptions, the guide, the company overview, FAQ answers),
// already sanitized by the server. It is cleaned again here before it is inserted, as defence in
// depth: a server sanitizer's bug or a row written around it must still not run script in a
// member's session. This module is imported by the screens that show such text only (goodsDetails,
// guide, companyOverview), so DOMPurify stays off the first route. It has its own DOMPurify
// instance: the chat's hooks (utils/markdown there) must not apply here, nor ours there.

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function instance() {
  if (purifier) return purifier;
  purifier = createDOMPurify(window);
  purifier.addHook('afterSanitizeAttributes', (node) => {
    // Links leave the app in a new tab without handing it `window.opener` or the referrer.
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    if (node.tagName === 'IMG') {
      // Uploaded pictures (`/files/…`) live with the API, which may be on another origin (VITE_API_BASE).
      const src = node.getAttribute('src');
      if (src) node.setAttribute('src', fileUrl(src));
      node.setAttribute('loading', 'lazy');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  return purifier;
}

/** Rich text only: what a description or a guide needs, nothing that submits, frames, styles the page or runs. */
const FORBID_TAGS = [
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'option',
  'iframe',
  'frame',
  'object',
  'embed',
  'link',
  'meta',
  'base',
];
// Inline styles and classes could lay the description over the app's own buttons (or borrow
// antd's global classes to look like them); ids could clobber globals.
const FORBID_ATTR = ['style', 'class', 'id'];

/** Operator-written HTML made safe to insert: no script, no event handlers, no unsafe URLs, no forms or frames. */
export function sanitizeRichText(html: string): string {
  return instance().sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR });
}
