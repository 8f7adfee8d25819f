import { describe, expect, it } from 'vitest';
import { ROBOT_FILTERS } from './robotListFilters';

describe('robot list filters', () => {
  it('turns the form into list filters (empty fields left out, text trimmed), and back', () => {
    const values = { ...ROBOT_FILTERS.empty, district: '강남구', capacityState: 'FULL', q: ' 역삼 ' };
    const filters = ROBOT_FILTERS.toFilters(values);
    expect(filters).toEqual([
      { field: 'q', op: 'like', value: '역삼' },
      { field: 'district', op: 'eq', value: '강남구' },
      { field: 'capacityState', op: 'any', value: 'FULL' },
    ]);
    expect(ROBOT_FILTERS.fromFilters(filters)).toEqual({ ...values, q: '역삼' });
    expect(ROBOT_FILTERS.toFilters(ROBOT_FILTERS.empty)).toEqual([]);
  });
});
