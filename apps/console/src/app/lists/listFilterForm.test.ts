import { describe, expect, it } from 'vitest';
import type { ListDefinition } from '@oa/contract/listFields';
import { listFilterForm } from './listFilterForm';

type Deposits = ListDefinition<{
  machineId: { type: 'text' };
  accepted: { type: 'boolean' };
  tags: { type: 'textArray' };
  state: { type: 'enum'; values: readonly ['ON', 'OFF'] };
  at: { type: 'timestamp'; sortable: true };
}>;

const FORM = listFilterForm<Deposits>()({
  machineId: 'like',
  accepted: 'eq',
  tags: 'any',
  state: { op: 'eq', accept: ['ON', 'OFF'] },
  at: 'days',
});

describe('list filter forms', () => {
  it('searches trimmed text and leaves blanks out', () => {
    expect(FORM.toFilters({ ...FORM.empty, machineId: '  WB-GN ' })).toEqual([
      { field: 'machineId', op: 'like', value: 'WB-GN' },
    ]);
    expect(FORM.toFilters({ ...FORM.empty, machineId: '   ' })).toEqual([]);
  });

  it('treats 전체 (empty) as no filter', () => {
    expect(FORM.toFilters({ ...FORM.empty, accepted: 'true' })).toEqual([
      { field: 'accepted', op: 'eq', value: 'true' },
    ]);
    expect(FORM.toFilters(FORM.empty)).toEqual([]);
  });

  it('writes each field with its operator, in the form order, and reads the same values back', () => {
    const values = {
      machineId: 'WB',
      accepted: 'false',
      tags: 'FULL',
      state: 'ON',
      at: { from: '2026-11-01', to: '2026-11-30' },
    };
    const filters = FORM.toFilters(values);
    expect(filters).toEqual([
      { field: 'machineId', op: 'like', value: 'WB' },
      { field: 'accepted', op: 'eq', value: 'false' },
      { field: 'tags', op: 'any', value: 'FULL' },
      { field: 'state', op: 'eq', value: 'ON' },
      { field: 'at', op: 'bte', value: ['2026-11-01', '2026-12-01'] },
    ]);
    expect(FORM.fromFilters(filters)).toEqual(values);
  });

  it('ignores what the form does not write: other fields, other operators, values it does not accept', () => {
    expect(
      FORM.fromFilters([
        { field: 'name', op: 'eq', value: 'x' },
        { field: 'machineId', op: 'eq', value: 'WB-1' },
        { field: 'state', op: 'eq', value: 'BROKEN' },
      ]),
    ).toEqual(FORM.empty);
  });
});
