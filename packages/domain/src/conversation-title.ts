/** The longest title drawn from a first question, in characters (the list shows one line). */
export const DRAWN_TITLE_MAX = 40;

/**
 * A conversation's title until the member renames it (issue 23): its first question with its white space
 * collapsed and trimmed, cut at 40 characters (whole code points) with an ellipsis; '' before a first question.
 */
export function titleFromQuestion(question: string | null | undefined): string {
  const text = (question ?? '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(text);
  return chars.length <= DRAWN_TITLE_MAX ? text : `${chars.slice(0, DRAWN_TITLE_MAX - 1).join('')}…`;
}

/** `text` made a LIKE pattern matching it anywhere, its `%`, `_` and `\` taken literally (with `escape '\'`). */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
