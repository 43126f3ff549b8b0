import { describe, expect, it } from 'vitest';
import { searchTerms, searchTextOf } from './search-terms';

describe('search terms', () => {
  it('cuts Chinese runs into words, so words typed together match goods that name them apart', () => {
    const terms = searchTerms('藍牙耳機');
    expect(terms.length).toBeGreaterThan(1);
    expect(terms.join('')).toBe('藍牙耳機');
    const text = searchTextOf({ 'zh-Hant': '藍牙降噪耳機' }, {});
    expect(terms.every((t) => text.includes(t))).toBe(true);
  });

  it('splits other words on spaces and punctuation, lower-cases, keeps each once and at most eight', () => {
    expect(searchTerms('  Noise, noise-cancelling EARBUDS ')).toEqual(['noise', 'cancelling', 'earbuds']);
    expect(searchTerms('a b c d e f g h i j')).toHaveLength(8);
    expect(searchTerms(' ,.! ')).toEqual([',.!']);
    expect(searchTerms('   ')).toEqual([]);
    // Full-width letters typed on a Chinese keyboard are the same letters.
    expect(searchTerms('ＵＳＢ')).toEqual(['usb']);
  });

  it('searches names and the text of descriptions, without their markup', () => {
    const text = searchTextOf({ 'zh-Hant': '電熱水壺', en: 'Kettle' }, { 'zh-Hant': '<p>一公升<b>快煮</b>&nbsp;壺</p>', en: undefined });
    expect(text).toBe('電熱水壺\nkettle\n一公升 快煮 壺');
  });
});
