import { describe, expect, it } from 'vitest';
import { applyChange, boardDistricts, boardFromSnapshot } from './liveBoard';

interface Item {
  id: string;
  district: string;
  at: number;
}
const keyOf = (item: Item) => item.id;
const items: Item[] = [
  { id: 'A', district: '마포구', at: 1 },
  { id: 'B', district: '강남구', at: 1 },
  { id: 'C', district: '마포구', at: 1 },
];

describe('a live board', () => {
  it('starts from a snapshot with no changes counted', () => {
    const board = boardFromSnapshot(items, keyOf);
    expect([...board.keys()]).toEqual(['A', 'B', 'C']);
    expect(board.get('B')).toEqual({ value: items[1], version: 0 });
  });

  it('counts each change of an item, adds a new one, and keeps the board when `pick` keeps the shown value', () => {
    const board = boardFromSnapshot(items, keyOf);
    const changed = applyChange(board, { id: 'A', district: '마포구', at: 2 }, keyOf);
    expect(changed.get('A')).toEqual({ value: { id: 'A', district: '마포구', at: 2 }, version: 1 });
    expect(board.get('A')?.version).toBe(0);
    expect(applyChange(changed, { id: 'D', district: '종로구', at: 1 }, keyOf).get('D')?.version).toBe(1);
    const newer = (current: Item | null, next: Item) => (current !== null && current.at > next.at ? current : next);
    expect(applyChange(changed, { id: 'A', district: '마포구', at: 1 }, keyOf, newer)).toBe(changed);
  });

  it('lists the districts that have items once, in Korean order', () => {
    expect(boardDistricts(items)).toEqual(['강남구', '마포구']);
  });
});
