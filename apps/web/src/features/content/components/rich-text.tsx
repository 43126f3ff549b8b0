import { useMemo } from 'react';
import { sanitizeRichText } from '@/lib/sanitize-html';

/** Operator-written HTML (sanitized by the server), cleaned once more on the device before it is inserted. */
export function RichText({ html, className, testId }: { html: string; className?: string; testId?: string }) {
  const clean = useMemo(() => sanitizeRichText(html), [html]);
  // Safe to insert: the server sanitized it and sanitizeRichText removed anything that runs or submits.
  return <div className={className} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
