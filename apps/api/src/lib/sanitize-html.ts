import sanitizeHtml from 'sanitize-html';

/**
 * What rich text written by an operator may contain (goods descriptions, the guide, the company
 * overview, FAQ answers): text formatting, lists, tables, same-origin or https images, and https
 * links that open in a new tab without the opener. Nothing that runs, submits, frames or styles the page.
 */
const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'img',
    'a',
    'span',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
};

/** Sanitized HTML, applied when rich text is written so that every reader gets safe HTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, SANITIZE);
}
