import { describe, expect, it } from 'vitest';
import { checkDropdownItems, nextItemIndex } from './items';

describe('checkDropdownItems', () => {
  const items = (n: number) => Array.from({ length: n }, (_, i) => ({ label: `버튼 ${i + 1}` }));

  it('accepts up to four buttons unchanged', () => {
    const four = items(4);
    expect(checkDropdownItems(four, true)).toBe(four);
    expect(checkDropdownItems(items(0), true)).toHaveLength(0);
  });

  it('throws in development when given a fifth button', () => {
    expect(() => checkDropdownItems(items(5), true)).toThrow(/at most 4 buttons.*got 5/);
  });

  it('keeps the first four in production instead of breaking the screen', () => {
    expect(checkDropdownItems(items(6), false).map((item) => item.label)).toEqual([
      '버튼 1',
      '버튼 2',
      '버튼 3',
      '버튼 4',
    ]);
  });
});

describe('nextItemIndex', () => {
  const disabled = [false, true, false, false];

  it('moves down and up, skipping disabled buttons', () => {
    expect(nextItemIndex('ArrowDown', 0, disabled)).toBe(2);
    expect(nextItemIndex('ArrowUp', 2, disabled)).toBe(0);
  });

  it('wraps around at either end', () => {
    expect(nextItemIndex('ArrowDown', 3, disabled)).toBe(0);
    expect(nextItemIndex('ArrowUp', 0, disabled)).toBe(3);
  });

  it('jumps to the first and last enabled buttons with Home and End', () => {
    expect(nextItemIndex('Home', 3, [true, false, false, true])).toBe(1);
    expect(nextItemIndex('End', 1, [true, false, false, true])).toBe(2);
  });

  it('ignores other keys and lists with nothing enabled', () => {
    expect(nextItemIndex('a', 0, disabled)).toBeUndefined();
    expect(nextItemIndex('ArrowDown', 0, [true, true])).toBeUndefined();
  });
});
