import { describe, expect, it } from 'vitest';
import { excerptAround, highlightPieces } from './highlight';

describe('highlightPieces', () => {
  it('marks every occurrence of every word, whatever its case, and gives the text back whole', () => {
    const pieces = highlightPieces('Order shipped; your ORDER number is 23', ['order', '23']);
    expect(pieces.filter((p) => p.match).map((p) => p.text)).toEqual(['Order', 'ORDER', '23']);
    expect(pieces.map((p) => p.text).join('')).toBe('Order shipped; your ORDER number is 23');
  });

  it('marks Chinese words and prefers the longer word', () => {
    expect(highlightPieces('我的藍牙耳機訂單', ['耳機', '藍牙耳機'])).toEqual([
      { text: '我的', match: false },
      { text: '藍牙耳機', match: true },
      { text: '訂單', match: false },
    ]);
  });

  it('leaves a text without words as one plain piece', () => {
    expect(highlightPieces('plain', [])).toEqual([{ text: 'plain', match: false }]);
    expect(highlightPieces('', ['x'])).toEqual([]);
  });
});

describe('excerptAround', () => {
  it('shows the part of a long text around the first word', () => {
    const text = `${'a'.repeat(100)} coupon ${'b'.repeat(100)}`;
    const excerpt = excerptAround(text, ['coupon'], 40);
    expect(excerpt).toContain('coupon');
    expect(excerpt.startsWith('…')).toBe(true);
    expect(excerpt.endsWith('…')).toBe(true);
    expect(excerptAround('short text', ['x'])).toBe('short text');
  });
});
