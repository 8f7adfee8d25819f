import { describe, expect, it } from 'vitest';
import type { MachineStatus } from '@oa/contract/cup';
import { machineFixture } from '../shared/cup.fixture';
import { byWorry, conditionOf, filterMachines, summarize } from './machineBoard';

const rental = (index: number, overrides: Partial<MachineStatus> = {}): MachineStatus => ({
  ...machineFixture('RENTAL', index),
  ...overrides,
});

describe('the machine monitors', () => {
  it('judge a rental machine by its stock and a return machine by its fill; offline and stopped come first', () => {
    expect(conditionOf(rental(0, { levelBand: 'EMPTY' }))).toBe('ALERT');
    expect(conditionOf(rental(0, { levelBand: 'LOW' }))).toBe('WATCH');
    expect(conditionOf(rental(0, { levelBand: 'FULL' }))).toBe('OK');
    expect(conditionOf({ ...machineFixture('RETURN', 0), levelBand: 'FULL', online: true, state: 'NORMAL' })).toBe(
      'ALERT',
    );
    expect(conditionOf({ ...machineFixture('RETURN', 0), levelBand: 'HIGH', online: true, state: 'NORMAL' })).toBe(
      'WATCH',
    );
    expect(conditionOf(rental(0, { levelBand: 'EMPTY', online: false }))).toBe('OFFLINE');
    expect(conditionOf(rental(0, { levelBand: 'EMPTY', state: 'CHECK' }))).toBe('STOPPED');
  });

  it('sort the worst first, the emptier rental machine before the fuller one', () => {
    const machines = [
      rental(1, { machineId: 'B', level: 200, capacity: 300, levelBand: 'NORMAL', online: true, state: 'NORMAL' }),
      rental(2, { machineId: 'A', level: 100, capacity: 300, levelBand: 'NORMAL', online: true, state: 'NORMAL' }),
      rental(3, { machineId: 'C', level: 0, levelBand: 'EMPTY', online: true, state: 'NORMAL' }),
      rental(4, { machineId: 'D', online: false }),
    ];
    expect([...machines].sort(byWorry).map((machine) => machine.machineId)).toEqual(['C', 'D', 'A', 'B']);
  });

  it('count each condition and the cups in every machine, and filter by district and condition', () => {
    const machines = [
      rental(0, { level: 10, capacity: 100, levelBand: 'LOW', online: true, state: 'NORMAL', district: '강남구' }),
      rental(1, { level: 0, capacity: 100, levelBand: 'EMPTY', online: true, state: 'NORMAL', district: '마포구' }),
      rental(2, { level: 50, capacity: 100, levelBand: 'NORMAL', online: false, district: '강남구' }),
    ];
    expect(summarize(machines)).toEqual({
      ALERT: 1,
      WATCH: 1,
      OFFLINE: 1,
      STOPPED: 0,
      OK: 0,
      level: 60,
      capacity: 300,
    });
    expect(filterMachines(machines, { district: '강남구', condition: '' })).toHaveLength(2);
    expect(filterMachines(machines, { district: '강남구', condition: 'OFFLINE' })).toHaveLength(1);
    expect(filterMachines(machines, { district: '', condition: 'ALERT' })[0]?.district).toBe('마포구');
  });
});
