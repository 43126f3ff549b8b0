import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LEVEL_THRESHOLDS as T, levelForPerformance, nextLevel, promotedLevel, rewardAmount, validThresholds } from './team-rules';

describe('team rules', () => {
  it('reaches a level exactly at its threshold, not a hundredth before', () => {
    expect(levelForPerformance(0, T)).toBe(0);
    expect(levelForPerformance(T[0] - 1, T)).toBe(0);
    expect(levelForPerformance(T[0], T)).toBe(1);
    expect(levelForPerformance(T[4] - 1, T)).toBe(4);
    expect(levelForPerformance(T[4], T)).toBe(5);
    expect(levelForPerformance(T[4] * 10, T)).toBe(5);
  });

  it('never lowers a level (an operator-set level stays)', () => {
    expect(promotedLevel(4, 0, T)).toBe(4);
    expect(promotedLevel(1, T[2], T)).toBe(3);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 1e12 }),
        (level, perf) => promotedLevel(level, perf, T) >= level,
      ),
    );
  });

  it('names the next level and what is missing, and nothing at the top', () => {
    expect(nextLevel(0, 250_00, T)).toEqual({ level: 1, threshold: T[0], missing: T[0] - 250_00 });
    expect(nextLevel(2, T[3], T)).toEqual({ level: 3, threshold: T[2], missing: 0 });
    expect(nextLevel(5, 0, T)).toBeNull();
  });

  it('rounds rewards down to the hundredth', () => {
    expect(rewardAmount(100_00, 150)).toBe(1_50);
    expect(rewardAmount(333, 150)).toBe(4); // 4.995 hundredths
    expect(rewardAmount(0, 500)).toBe(0);
    expect(rewardAmount(100_00, 0)).toBe(0);
  });

  it('accepts only five rising positive thresholds', () => {
    expect(validThresholds(T)).toBe(true);
    expect(validThresholds([1, 2, 3, 4])).toBe(false);
    expect(validThresholds([1, 2, 2, 4, 5])).toBe(false);
    expect(validThresholds([0, 2, 3, 4, 5])).toBe(false);
  });
});
