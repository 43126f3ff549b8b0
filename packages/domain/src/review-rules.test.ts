import { describe, expect, it } from 'vitest';
import { averageRating, maskNickname } from './review-rules';

describe('review rules', () => {
  it('masks the middle of a nickname, by characters', () => {
    expect(maskNickname('陳小明')).toBe('陳*明');
    expect(maskNickname('Alice')).toBe('A***e');
    expect(maskNickname('Maximilian')).toBe('M***n');
    expect(maskNickname('小明')).toBe('小*');
    expect(maskNickname('😀abc😀')).toBe('😀***😀');
    expect(maskNickname('  ')).toBe('***');
  });

  it('averages to one decimal, half up, and has none without ratings', () => {
    expect(averageRating(0, 0)).toBeNull();
    expect(averageRating(9, 2)).toBe('4.5');
    expect(averageRating(13, 3)).toBe('4.3');
    expect(averageRating(5, 1)).toBe('5.0');
    expect(averageRating(29, 6)).toBe('4.8');
  });
});
