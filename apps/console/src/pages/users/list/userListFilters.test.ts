import { describe, expect, it } from 'vitest';
import { EMPTY_USER_FILTERS, userFilters, userFilterValues } from './userListFilters';

describe('user list filters', () => {
  it('writes only the fields given, the text trimmed', () => {
    expect(userFilters({ q: ' kim ', status: 'PENDING', groupId: '', clientId: '3' })).toEqual([
      { field: 'q', op: 'like', value: 'kim' },
      { field: 'status', op: 'eq', value: 'PENDING' },
      { field: 'clientId', op: 'eq', value: '3' },
    ]);
    expect(userFilters(EMPTY_USER_FILTERS)).toEqual([]);
  });

  it('reads the form back from the URL', () => {
    const url: Record<string, string> = { status: 'LOCKED', groupId: '2' };
    const values = userFilterValues((field) => url[field] ?? '');
    expect(values).toEqual({ q: '', status: 'LOCKED', groupId: '2', clientId: '' });
  });
});
