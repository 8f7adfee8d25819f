import { describe, expect, it } from 'vitest';
import {
  classify,
  classLabels,
  equalIntervalThresholds,
  estimateTextWidth,
  extremes,
  finiteOrNull,
  nextIndex,
  roundStepBelow,
  thinIndexes,
} from './chartUtils';

describe('finiteOrNull', () => {
  it('keeps finite numbers, turns anything else into null', () => {
    expect(finiteOrNull(0)).toBe(0);
    expect(finiteOrNull(-1.5)).toBe(-1.5);
    expect(finiteOrNull(null)).toBeNull();
    expect(finiteOrNull(undefined)).toBeNull();
    expect(finiteOrNull(Number.NaN)).toBeNull();
    expect(finiteOrNull(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('estimateTextWidth', () => {
  it('counts Hangul wider than digits, separators narrower', () => {
    expect(estimateTextWidth('11월 22일')).toBeGreaterThan(estimateTextWidth('2026.11'));
    expect(estimateTextWidth('1,234')).toBeLessThan(estimateTextWidth('12345'));
    expect(estimateTextWidth('')).toBe(0);
  });
});

describe('thinIndexes', () => {
  it('keeps every label when they fit', () => {
    expect(thinIndexes(5, 500, 40)).toEqual([0, 1, 2, 3, 4]);
  });

  it('keeps every n-th label from the first when they do not', () => {
    // 30 labels 50px wide (+12 gap) in 320px: 5 fit, so every 6th.
    expect(thinIndexes(30, 320, 50)).toEqual([0, 6, 12, 18, 24]);
  });

  it('always keeps the first label, even without room', () => {
    expect(thinIndexes(3, 0, 50)).toEqual([0]);
    expect(thinIndexes(0, 500, 50)).toEqual([]);
  });
});

describe('nextIndex (chart keyboard)', () => {
  it('steps with arrows and stops at the ends', () => {
    expect(nextIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextIndex('ArrowDown', 2, 3)).toBe(2);
    expect(nextIndex('ArrowLeft', 1, 3)).toBe(0);
    expect(nextIndex('ArrowUp', 0, 3)).toBe(0);
  });

  it('jumps with Home and End, and starts at the first point', () => {
    expect(nextIndex('End', 0, 12)).toBe(11);
    expect(nextIndex('Home', 7, 12)).toBe(0);
    expect(nextIndex('ArrowRight', null, 12)).toBe(0);
  });

  it('ignores other keys and empty charts', () => {
    expect(nextIndex('Enter', 1, 3)).toBeUndefined();
    expect(nextIndex('ArrowRight', null, 0)).toBeUndefined();
  });
});

describe('class breaks', () => {
  it('rounds the step down to a round number', () => {
    expect(roundStepBelow(10.4)).toBe(10);
    expect(roundStepBelow(19)).toBe(15);
    expect(roundStepBelow(0.27)).toBe(0.25);
    expect(roundStepBelow(0)).toBe(1);
  });

  it('gives round equal intervals whose top class holds the maximum', () => {
    expect(equalIntervalThresholds(52, 5)).toEqual([10, 20, 30, 40]);
    expect(equalIntervalThresholds(95, 5)).toEqual([15, 30, 45, 60]);
    expect(equalIntervalThresholds(12000, 4)).toEqual([3000, 6000, 9000]);
  });

  it('keeps whole steps for counts, fractions for measures', () => {
    expect(equalIntervalThresholds(8, 5)).toEqual([1, 2, 3, 4]);
    expect(equalIntervalThresholds(1.3, 5)).toEqual([0.25, 0.5, 0.75, 1]);
  });

  it('classifies values like a threshold scale', () => {
    const thresholds = [10, 20, 30, 40];
    expect(classify(0, thresholds)).toBe(0);
    expect(classify(9.99, thresholds)).toBe(0);
    expect(classify(10, thresholds)).toBe(1);
    expect(classify(52, thresholds)).toBe(4);
  });

  it('labels the classes in Korean', () => {
    expect(classLabels([10, 20, 30], String)).toEqual(['10 미만', '10 ~ 20', '20 ~ 30', '30 이상']);
    expect(classLabels([], String)).toEqual([]);
  });
});

describe('extremes', () => {
  it('finds the largest and smallest values, skipping missing ones', () => {
    const { max, min } = extremes([3, null, 9, undefined, 1], (v) => v);
    expect(max?.value).toBe(9);
    expect(min?.value).toBe(1);
    expect(extremes([null], (v) => v).max).toBeUndefined();
  });
});
