import { describe, expect, it } from 'vitest';
import { inlineVars } from './inlineVars';

describe('inlineVars', () => {
  it('names each variable as a custom property and leaves out unset values', () => {
    expect(inlineVars({ 'var(--a1)': '120px', 'var(--b2)': undefined, 'var(--c3)': '3' })).toEqual({
      '--a1': '120px',
      '--c3': '3',
    });
  });
});
