import { describe, expect, it } from 'vitest';
import { LOG_FILTERS } from './logFilters';

const EMPTY = LOG_FILTERS.empty;

describe('communication log filters', () => {
  it('sends nothing for an empty form', () => {
    expect(LOG_FILTERS.toFilters(EMPTY)).toEqual([]);
  });

  it('searches a machine id part (upper case), a type, and whole Seoul days with the last day included', () => {
    expect(
      LOG_FILTERS.toFilters({ machineId: ' wb-gn ', type: 'COMMAND', at: { from: '2026-11-01', to: '2026-11-30' } }),
    ).toEqual([
      { field: 'machineId', op: 'like', value: 'WB-GN' },
      { field: 'type', op: 'eq', value: 'COMMAND' },
      { field: 'at', op: 'bte', value: ['2026-11-01', '2026-12-01'] },
    ]);
  });

  it('reads the same form back from the filters, and ignores what it does not know', () => {
    const form = { machineId: 'WB-GN', type: 'ERROR', at: { from: '2026-11-22', to: '2026-11-22' } };
    expect(LOG_FILTERS.fromFilters(LOG_FILTERS.toFilters(form))).toEqual(form);
    expect(
      LOG_FILTERS.fromFilters([
        { field: 'type', op: 'eq', value: 'NOPE' },
        { field: 'at', op: 'bte', value: ['2026-11-22', '2026-11-01'] },
        { field: 'at', op: 'bte', value: ['2026-13-45', '2026-02-30'] },
        { field: 'code', op: 'eq', value: 'X' },
      ]),
    ).toEqual(EMPTY);
  });

  it('leaves out a half-chosen period', () => {
    expect(LOG_FILTERS.toFilters({ ...EMPTY, at: { from: '2026-11-01', to: '' } })).toEqual([]);
  });
});
