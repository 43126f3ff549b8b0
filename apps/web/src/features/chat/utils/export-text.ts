import { formatDateTime } from '@/lib/dates';
import type { Turn } from './turns';

/** The words of the export in the member's language. */
export type ExportLabels = { q: string; a: string };

/**
 * A conversation as plain text (issue 23): its title, then each question and answer with the time it was asked,
 * oldest first; failed answers and turns without an answer keep their question only.
 */
export function conversationText(title: string, turns: readonly Turn[], labels: ExportLabels): string {
  const blocks = turns.map((turn) => {
    const at = formatDateTime(turn.createdAt);
    const lines = [`${labels.q}${at ? ` (${at})` : ''}: ${turn.question}`];
    if (turn.answer && turn.status !== 'failed') lines.push(`${labels.a}: ${turn.answer}`);
    return lines.join('\n');
  });
  return [title, ...blocks].join('\n\n') + '\n';
}

/** A file name for the download: the title's letters and digits (any script), else "chat". */
export function exportFileName(title: string): string {
  const safe = title
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return `${safe || 'chat'}.txt`;
}

export type ShareResult = 'shared' | 'copied' | 'downloaded' | 'canceled' | 'failed';

/**
 * Hands the text to the system's share sheet where there is one (phones), else copies it to the clipboard, else
 * downloads it as a .txt file. The member closing the share sheet is not a failure.
 */
export async function shareText(title: string, text: string, copy: (text: string) => Promise<boolean>): Promise<ShareResult> {
  const nav = navigator as Partial<Navigator>;
  if (nav.share) {
    try {
      await nav.share({ title, text });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'canceled';
      // Refused (no user gesture, not allowed): try the other ways.
    }
  }
  if (await copy(text)) return 'copied';
  try {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = exportFileName(title);
    document.body.appendChild(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
    return 'downloaded';
  } catch {
    return 'failed';
  }
}
