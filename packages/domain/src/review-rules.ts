/**
 * A reviewer's nickname as the goods page shows it: the first and last characters kept, the middle masked
 * ("小*明", "A***e"); a name of one or two characters keeps its first and masks the rest. Characters, not UTF-16
 * units (graphemes), so emoji and CJK beyond the BMP are never cut in half.
 */
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function maskNickname(nickname: string): string {
  const chars = Array.from(graphemes.segment(nickname.trim()), (s) => s.segment);
  if (chars.length === 0) return '***';
  if (chars.length <= 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars[chars.length - 1]}`;
}

/** The average of `sum` over `count` ratings, to one decimal, half up ("4.5"); null without ratings. */
export function averageRating(sum: number, count: number): string | null {
  if (count <= 0) return null;
  return (Math.round((sum * 10) / count) / 10).toFixed(1);
}
