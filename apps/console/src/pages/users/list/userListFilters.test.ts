import { describe, expect, it } from 'vitest';
import { USER_FILTERS } from './userListFilters';

describe('user list filters', () => {
  it('writes only the fields given, the text trimmed', () => {
    expect(USER_FILTERS.toFilters({ q: ' kim ', status: 'PENDING', groupId: '', clientId: '3' })).toEqual([
      { field: 'q', op: 'like', value: 'kim' },
      { field: 'status', op: 'eq', value: 'PENDING' },
      { field: 'clientId', op: 'eq', value: '3' },
    ]);
    expect(USER_FILTERS.toFilters(USER_FILTERS.empty)).toEqual([]);
  });

  it('reads the form back from the URL', () => {
    const values = USER_FILTERS.fromFilters([
      { field: 'status', op: 'eq', value: 'LOCKED' },
      { field: 'groupId', op: 'eq', value: '2' },
    ]);
    expect(values).toEqual({ q: '', status: 'LOCKED', groupId: '2', clientId: '' });
  });
});
