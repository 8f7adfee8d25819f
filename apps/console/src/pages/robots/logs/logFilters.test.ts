import { describe, expect, it } from 'vitest';
import { EMPTY_LOG_SEARCH, logFilters, logSearchForm } from './logFilters';

describe('communication log filters', () => {
  it('sends nothing for an empty form', () => {
    expect(logFilters(EMPTY_LOG_SEARCH)).toEqual([]);
  });

  it('searches a machine id part (upper case), a type, and whole Seoul days with the last day included', () => {
    expect(logFilters({ machineId: ' wb-gn ', type: 'COMMAND', from: '2026-11-01', to: '2026-11-30' })).toEqual([
      { field: 'machineId', op: 'like', value: 'WB-GN' },
      { field: 'type', op: 'eq', value: 'COMMAND' },
      { field: 'at', op: 'bte', value: ['2026-11-01', '2026-12-01'] },
    ]);
  });

  it('reads the same form back from the filters, and ignores what it does not know', () => {
    const form = { machineId: 'WB-GN', type: 'ERROR' as const, from: '2026-11-22', to: '2026-11-22' };
    expect(logSearchForm(logFilters(form))).toEqual(form);
    expect(
      logSearchForm([
        { field: 'type', op: 'eq', value: 'NOPE' },
        { field: 'at', op: 'bte', value: ['2026-11-22', '2026-11-01'] },
        { field: 'at', op: 'bte', value: ['2026-13-45', '2026-02-30'] },
        { field: 'code', op: 'eq', value: 'X' },
      ]),
    ).toEqual(EMPTY_LOG_SEARCH);
  });

  it('leaves out a half-chosen period', () => {
    expect(logFilters({ ...EMPTY_LOG_SEARCH, from: '2026-11-01' })).toEqual([]);
  });
});
