import { describe, expect, it } from 'vitest';
import { historySearchOf, historySearchParams, readHistorySearch } from './historySearch';

const values = (first: string, last = '') => ({ first, last, toState: '', manual: '' });

describe('readHistorySearch', () => {
  it('reads one cup, in upper case', () => {
    expect(readHistorySearch(values(' sc00000001 '))).toEqual({
      ok: true,
      search: { kind: 'cup', cuid: 'SC00000001' },
    });
  });

  it('reads a range, and a range of one as the cup', () => {
    expect(readHistorySearch(values('SC00000001', 'SC00000050'))).toEqual({
      ok: true,
      search: { kind: 'range', first: 'SC00000001', last: 'SC00000050' },
    });
    expect(readHistorySearch(values('SC00000007', 'SC00000007'))).toEqual({
      ok: true,
      search: { kind: 'cup', cuid: 'SC00000007' },
    });
  });

  it('says in Korean what is wrong', () => {
    expect(readHistorySearch(values(''))).toEqual({ ok: false, errors: { first: '컵 ID를 입력해 주세요.' } });
    expect(readHistorySearch(values('BX000001', 'SC1'))).toEqual({
      ok: false,
      errors: {
        first: '컵 ID는 SC00000001 형식으로 입력해 주세요.',
        last: '컵 ID는 SC00000001 형식으로 입력해 주세요.',
      },
    });
    expect(readHistorySearch(values('SC00000009', 'SC00000002'))).toEqual({
      ok: false,
      errors: { last: '끝 ID가 시작 ID보다 앞입니다.' },
    });
  });
});

describe('the URL', () => {
  it('writes and reads a cup and a range', () => {
    const cup = historySearchParams({ kind: 'cup', cuid: 'SC00000001' });
    expect(cup.toString()).toBe('cuid=SC00000001');
    expect(historySearchOf(cup)).toEqual({ kind: 'cup', cuid: 'SC00000001' });
    const range = historySearchParams({ kind: 'range', first: 'SC00000001', last: 'SC00000009' }, [
      { field: 'manual', op: 'eq', value: 'true' },
    ]);
    expect(range.toString()).toBe('first=SC00000001&last=SC00000009&filter=manual%3Aeq%3Atrue');
    expect(historySearchOf(range)).toEqual({ kind: 'range', first: 'SC00000001', last: 'SC00000009' });
  });

  it('ignores what is not an ID', () => {
    expect(historySearchOf(new URLSearchParams('cuid=hello'))).toEqual({ kind: 'none' });
  });
});
