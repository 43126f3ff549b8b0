import { memo, useMemo } from 'react';
import { renderMarkdown } from '../utils/markdown';
import styles from './chat.module.css';

/** An answer's Markdown, rendered by utils/markdown (raw HTML escaped, sanitized, links to a new tab). */
export const MarkdownView = memo(function MarkdownView({ text }: { text: string }) {
  const html = useMemo(() => renderMarkdown(text), [text]);
  // Safe by construction: renderMarkdown escapes raw HTML and DOMPurify keeps only Markdown's own tags.
  return <div className={styles.markdown} dangerouslySetInnerHTML={{ __html: html }} />;
});
