/**
 * The cup and box state machines, every pair of states: which moves the ordinary life makes, which only an
 * operator's manual change may make, and that every refusal names the state found in Korean.
 */
import { describe, expect, it } from 'vitest';
import { BOX_STATES, CUP_STATES, type BoxState, type CupState } from './cup';
import { boxMoveRefusal, checkIdRange, CUP_STATE_WORDS, cupMoveRefusal, idNumber } from './cupLife';

/** Written out by hand from docs/areas/cup.md, not derived from the tables under test. */
const ORDINARY: readonly string[] = [
  'REGISTERED>IN_BOX',
  'IN_BOX>SHIPPED',
  'IN_BOX>CLEAN',
  'IN_BOX>REGISTERED',
  'SHIPPED>LOADED',
  'LOADED>RENTED',
  'RENTED>RETURNED',
  'RETURNED>COLLECTED',
  'COLLECTED>WASHING',
  'WASHING>CLEAN',
  'CLEAN>IN_BOX',
];
/** What a manual change may do: set COLLECTED, WASHING, CLEAN, LOST or DISCARDED, where the life or an operator allows. */
const MANUAL: readonly string[] = [
  'IN_BOX>CLEAN',
  'RETURNED>COLLECTED',
  'COLLECTED>WASHING',
  'WASHING>CLEAN',
  ...CUP_STATES.filter((state) => state !== 'LOST' && state !== 'DISCARDED').map((state) => `${state}>LOST`),
  ...CUP_STATES.filter((state) => state !== 'DISCARDED' && state !== 'RENTED').map((state) => `${state}>DISCARDED`),
  'SHIPPED>CLEAN',
  'LOADED>CLEAN',
  'RETURNED>CLEAN',
  'COLLECTED>CLEAN',
  'LOST>CLEAN',
];

const pairs = CUP_STATES.flatMap((from) => CUP_STATES.map((to) => [from, to] as [CupState, CupState]));

describe('the cup state machine', () => {
  it.each(pairs)('%s to %s: ordinary and manual', (from, to) => {
    const ordinary = cupMoveRefusal(from, to, false);
    const manual = cupMoveRefusal(from, to, true);
    expect(ordinary === null).toBe(ORDINARY.includes(`${from}>${to}`));
    expect(manual === null).toBe(MANUAL.includes(`${from}>${to}`));
    for (const refusal of [ordinary, manual])
      if (refusal !== null && from !== 'DISCARDED' && refusal.includes('지금'))
        expect(refusal).toContain(`'${CUP_STATE_WORDS[from]}'`);
  });

  it('never brings a discarded cup back', () => {
    for (const to of CUP_STATES) expect(cupMoveRefusal('DISCARDED', to, true)).not.toBeNull();
    expect(cupMoveRefusal('DISCARDED', 'CLEAN', true)).toBe('폐기된 컵은 다시 쓸 수 없습니다.');
  });
});

const BOX_ORDINARY: readonly string[] = [
  'EMPTY>PACKED',
  'PACKED>SHIPPING',
  'PACKED>EMPTY',
  'SHIPPING>DELIVERED',
  'DELIVERED>RETURNED',
  'RETURNED>EMPTY',
];
const boxPairs = BOX_STATES.flatMap((from) => BOX_STATES.map((to) => [from, to] as [BoxState, BoxState]));

describe('the box state machine', () => {
  it.each(boxPairs)('%s to %s, with cups inside and without', (from, to) => {
    const holds = to === 'PACKED' || to === 'SHIPPING' || to === 'DELIVERED';
    const legal = from !== to && (BOX_ORDINARY.includes(`${from}>${to}`) || to === 'EMPTY');
    expect(boxMoveRefusal(from, to, holds ? 3 : 0, true) === null).toBe(legal);
    expect(boxMoveRefusal(from, to, holds ? 3 : 0, false) === null).toBe(BOX_ORDINARY.includes(`${from}>${to}`));
    // The wrong contents are refused even where the move is legal.
    if (legal) expect(boxMoveRefusal(from, to, holds ? 0 : 3, true)).not.toBeNull();
  });
});

describe('IDs', () => {
  it('reads an ID of its kind and checks a range in Korean', () => {
    expect(idNumber('CUP', 'sc00000042')).toBe(42);
    expect(idNumber('CUP', 'BX000042')).toBeNull();
    expect(checkIdRange('CUP', 'SC00000001', 'SC00000100')).toEqual({ ok: true, from: 1, to: 100, count: 100 });
    expect(checkIdRange('BOX', 'BX000010', 'BX000001')).toEqual({
      ok: false,
      message: '끝 ID가 시작 ID보다 앞입니다.',
    });
    expect(checkIdRange('CUP', 'SC00000001', 'SC00010001')).toMatchObject({ ok: false });
  });
});
