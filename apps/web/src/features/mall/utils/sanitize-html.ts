import createDOMPurify from 'dompurify';
import { fileUrl } from '@/lib/files';

// The description is HTML the operator wrote, already sanitized by the server (contract
// goodsSchema). It is cleaned again here before it is inserted, as defence in depth: a server
// sanitizer's bug or a row written around it must still not run script in a member's session.
// This module is imported by the goodsDetails screen only, so DOMPurify stays off the first route
// and the mall list. It has its own DOMPurify instance: the chat's hooks (utils/markdown there) must
// not apply here, nor ours there.

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

/** Rich text only: what a description needs, nothing that submits, frames, styles the page or runs. */
const FORBID_TAGS = ['style', 'form', 'input', 'button', 'textarea', 'select', 'option', 'iframe', 'frame', 'object', 'embed', 'link', 'meta', 'base'];
// Inline styles and classes could lay the description over the app's own buttons (or borrow
// antd's global classes to look like them); ids could clobber globals.
const FORBID_ATTR = ['style', 'class', 'id'];

/** The description as HTML safe to insert: no script, no event handlers, no unsafe URLs, no forms or frames. */
export function sanitizeDescription(html: string): string {
  return instance().sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS, FORBID_ATTR });
}
