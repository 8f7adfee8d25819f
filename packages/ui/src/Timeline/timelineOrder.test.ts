import { describe, expect, it } from 'vitest';
import { formatSeoulTime, newestFirst } from './timelineOrder';

describe('Timeline order', () => {
  it('puts the newest event first, whatever order the server sent', () => {
    const events = [
      { id: 'a', time: '2025-08-18T01:00:00Z' },
      { id: 'c', time: '2025-08-18T03:00:00Z' },
      { id: 'b', time: new Date('2025-08-18T02:00:00Z') },
    ];
    expect(newestFirst(events).map((e) => e.id)).toEqual(['c', 'b', 'a']);
  });

  it('keeps the given order of events at the same moment', () => {
    const events = [
      { id: 'first', time: '2025-08-18T01:00:00Z' },
      { id: 'second', time: '2025-08-18T01:00:00Z' },
    ];
    expect(newestFirst(events).map((e) => e.id)).toEqual(['first', 'second']);
  });

  it('keeps the given order when times are display text it cannot compare', () => {
    const events = [
      { id: 'x', time: '2025.08.18 17:05' },
      { id: 'y', time: '2025-08-18T03:00:00Z' },
    ];
    expect(newestFirst(events).map((e) => e.id)).toEqual(['x', 'y']);
  });
});

describe('formatSeoulTime', () => {
  it('shows a UTC instant in Seoul time', () => {
    expect(formatSeoulTime('2025-08-18T08:05:09Z')).toBe('2025.08.18 17:05:09');
    expect(formatSeoulTime(new Date('2025-08-17T15:00:00Z'))).toBe('2025.08.18 00:00:00');
  });

  it('shows display text as given', () => {
    expect(formatSeoulTime('2025.08.18 17:05')).toBe('2025.08.18 17:05');
    // The API's date-times without an offset are UTC (the shared format module's convention).
    expect(formatSeoulTime('2025-08-18T08:05:00')).toBe('2025.08.18 17:05:00');
    expect(formatSeoulTime('2025-08-18T17:05:00+09:00')).toBe('2025.08.18 17:05:00');
  });
});
