import { describe, expect, it } from 'vitest';
import { EMPTY_ROBOT_FILTERS, robotFilters, robotFilterValues } from './robotListFilters';

describe('robot list filters', () => {
  it('turns the form into list filters (empty fields left out, text trimmed), and back', () => {
    const values = { ...EMPTY_ROBOT_FILTERS, district: '강남구', capacityState: 'FULL', q: ' 역삼 ' };
    const filters = robotFilters(values);
    expect(filters).toEqual([
      { field: 'q', op: 'like', value: '역삼' },
      { field: 'district', op: 'eq', value: '강남구' },
      { field: 'capacityState', op: 'any', value: 'FULL' },
    ]);
    const fromUrl = robotFilterValues((field) => String(filters.find((f) => f.field === field)?.value ?? ''));
    expect(fromUrl).toEqual({ ...values, q: '역삼' });
    expect(robotFilters(EMPTY_ROBOT_FILTERS)).toEqual([]);
  });
});
