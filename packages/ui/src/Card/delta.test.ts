import { describe, expect, it } from 'vitest';
import { deltaDirection, formatSigned } from './delta';

describe('StatCard change', () => {
  it('signs a change with Korean grouping, but not a zero change', () => {
    expect(formatSigned(1200)).toBe('+1,200');
    expect(formatSigned(-1204.25)).toBe('-1,204.25');
    expect(formatSigned(0)).toBe('0');
  });

  it('tells the direction of a change', () => {
    expect(deltaDirection(2)).toBe('up');
    expect(deltaDirection(-0.1)).toBe('down');
    expect(deltaDirection(0)).toBe('flat');
  });
});
