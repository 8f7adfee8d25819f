import { describe, expect, it } from 'vitest';
import {
  cupIdRange,
  labelFilePrefix,
  labelParts,
  MAX_LABELS,
  pastedCupIds,
  RANGE_MAX,
  type CupIdsResult,
} from './cupIds';

/** The Korean message of a refused input ('' when accepted). */
const messageOf = (result: CupIdsResult) => (result.ok ? '' : result.message);

describe('cup ID ranges', () => {
  it('counts from the first to the last ID, keeping the prefix and the zero padding', () => {
    expect(cupIdRange('LLC-000098', 'LLC-000101')).toEqual({
      ok: true,
      ids: ['LLC-000098', 'LLC-000099', 'LLC-000100', 'LLC-000101'],
    });
    expect(cupIdRange(' 7 ', '7')).toEqual({ ok: true, ids: ['7'] });
  });

  it('explains in Korean what is wrong with a range', () => {
    expect(messageOf(cupIdRange('LLC-A', 'LLC-000010'))).toContain('숫자로 끝나야');
    expect(messageOf(cupIdRange('AAA-1', 'BBB-2'))).toContain('앞부분이 같아야');
    expect(messageOf(cupIdRange('C-10', 'C-9'))).toContain('시작 ID보다 앞');
    expect(messageOf(cupIdRange('C-1', `C-${String(RANGE_MAX + 1)}`))).toContain('10,000개');
  });

  it('takes registered cup IDs and box numbers, up to a registration of 10,000', () => {
    expect(cupIdRange('SC00100001', 'SC00100003')).toEqual({
      ok: true,
      ids: ['SC00100001', 'SC00100002', 'SC00100003'],
    });
    expect(cupIdRange('BX000009', 'BX000010')).toEqual({ ok: true, ids: ['BX000009', 'BX000010'] });
    const big = cupIdRange('SC00000001', 'SC00010000');
    expect(big.ok && big.ids.length).toBe(10_000);
  });

  it('splits a long range into downloads of at most 500 labels', () => {
    const range = cupIdRange('SC00000001', 'SC00001201');
    const parts = labelParts(range.ok ? range.ids : []);
    expect(parts.map((part) => part.length)).toEqual([MAX_LABELS, MAX_LABELS, 201]);
    expect(parts[1]?.[0]).toBe('SC00000501');
    expect(labelParts([])).toEqual([]);
  });

  it('names the files by kind', () => {
    expect(labelFilePrefix('BX000001')).toBe('박스번호_QR');
    expect(labelFilePrefix('SC00000001')).toBe('컵ID_QR');
  });
});

describe('pasted cup IDs', () => {
  it('splits lines, commas and spaces, and keeps each ID once in order', () => {
    expect(pastedCupIds('C-1\nC-2, C-3  C-1\n\n')).toEqual({ ok: true, ids: ['C-1', 'C-2', 'C-3'] });
  });

  it('rejects an empty paste and an ID with other characters', () => {
    expect(messageOf(pastedCupIds('  '))).toContain('붙여 넣어');
    expect(messageOf(pastedCupIds('C-1\n컵<1>'))).toContain("'컵<1>'");
  });
});
