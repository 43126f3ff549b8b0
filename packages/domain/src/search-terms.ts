/**
 * The catalogue's search words (issue 22; docs/decisions.md "Catalogue search"): what a member typed becomes
 * lower-case terms that must each appear in the goods' search text. Runs of Chinese (or Japanese) are cut into
 * words with Intl.Segmenter, so "藍牙耳機" finds "藍牙降噪耳機" (terms 藍牙 and 耳機); other words are split on
 * spaces and punctuation. At most 8 terms, each kept once. Words of symbols only ("%", "+") are one term as typed:
 * never a search for everything.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const MAX_TERMS = 8;

export function searchTerms(words: string): string[] {
  const terms = new Set<string>();
  for (const { segment, isWordLike } of segmenter.segment(words.normalize('NFKC').toLowerCase())) {
    if (!isWordLike) continue;
    const term = segment.trim();
    if (term) terms.add(term);
    if (terms.size === MAX_TERMS) break;
  }
  if (terms.size === 0) {
    const typed = words.normalize('NFKC').toLowerCase().trim();
    if (typed) terms.add(typed);
  }
  return [...terms];
}

/** The text a goods is searched by: its names and the text of its descriptions, every language, lower-case. */
export function searchTextOf(names: Record<string, string | undefined>, descriptionsHtml: Record<string, string | undefined>): string {
  const plain = Object.values(descriptionsHtml)
    .filter((html): html is string => Boolean(html))
    .map((html) =>
      html
        .replace(/<[^>]*>/g, ' ')
        .replace(/&[a-z#0-9]+;/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    );
  const names_ = Object.values(names).filter((name): name is string => Boolean(name));
  return [...names_, ...plain].join('\n').normalize('NFKC').toLowerCase().slice(0, 8000);
}
