/** A piece of a text: `match` when it is one of the searched words. */
export type Piece = { text: string; match: boolean };

/**
 * Cuts `text` into pieces so that every occurrence of the searched words (case-insensitive; the longest word wins
 * where two start at the same place) is a piece of its own, to be marked. The pieces joined give `text` back.
 */
export function highlightPieces(text: string, terms: readonly string[]): Piece[] {
  const words = [...new Set(terms.map((term) => term.toLowerCase()).filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0 || !text) return text ? [{ text, match: false }] : [];
  const lower = text.toLowerCase();
  const pieces: Piece[] = [];
  let plain = '';
  let i = 0;
  while (i < text.length) {
    const word = words.find((w) => lower.startsWith(w, i));
    if (!word) {
      plain += text.charAt(i);
      i += 1;
      continue;
    }
    if (plain) pieces.push({ text: plain, match: false });
    plain = '';
    pieces.push({ text: text.slice(i, i + word.length), match: true });
    i += word.length;
  }
  if (plain) pieces.push({ text: plain, match: false });
  return pieces;
}

/**
 * The part of a long `text` around the first searched word, at most `max` characters, with an ellipsis where it was
 * cut: a search hit shows why it matched.
 */
export function excerptAround(text: string, terms: readonly string[], max = 80): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const lower = flat.toLowerCase();
  const at = Math.min(...terms.map((term) => lower.indexOf(term.toLowerCase())).filter((index) => index >= 0), flat.length);
  const start = at === flat.length ? 0 : Math.max(0, at - Math.floor(max / 3));
  const end = Math.min(flat.length, start + max);
  return `${start > 0 ? '…' : ''}${flat.slice(start, end)}${end < flat.length ? '…' : ''}`;
}
