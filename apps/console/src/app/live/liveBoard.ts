/**
 * A live board's items as plain functions, for every screen fed by a stream of `snapshot` then one item per
 * change (the RC 4.0 board, the cup machine monitors): the items by key, each with how many changes it has had
 * (a new value briefly highlights its card), and the districts to filter by.
 */

export interface BoardItem<T> {
  value: T;
  /** How many changes arrived after the snapshot (a new value briefly highlights the card). */
  version: number;
}

export type LiveBoard<T> = ReadonlyMap<string, BoardItem<T>>;

/** The board from a snapshot: every item afresh, by its key. */
export function boardFromSnapshot<T>(items: readonly T[], keyOf: (item: T) => string): LiveBoard<T> {
  return new Map(items.map((item) => [keyOf(item), { value: item, version: 0 }]));
}

/**
 * One item's change (a new key adds it). `pick` keeps the newer of the shown value and the arriving one (default:
 * the arriving one); when it keeps the shown one, the same board comes back.
 */
export function applyChange<T>(
  board: LiveBoard<T>,
  item: T,
  keyOf: (item: T) => string,
  pick: (current: T | null, next: T) => T = (_current, next) => next,
): LiveBoard<T> {
  const key = keyOf(item);
  const current = board.get(key);
  const next = pick(current?.value ?? null, item);
  if (next === current?.value) return board;
  const updated = new Map(board);
  updated.set(key, { value: next, version: (current?.version ?? 0) + 1 });
  return updated;
}

/** The districts that have items, in Korean order. */
export function boardDistricts(items: readonly { district: string }[]): string[] {
  return [...new Set(items.map((item) => item.district))].sort((a, b) => a.localeCompare(b, 'ko'));
}
