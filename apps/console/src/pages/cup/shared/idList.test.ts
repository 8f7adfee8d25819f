import { describe, expect, it } from 'vitest';
import { parseIdList } from './idList';

describe('parseIdList', () => {
  it('reads lines, commas and spaces, in upper case, each once', () => {
    expect(parseIdList('CUP', 'sc00000001\nSC00000002, SC00000003  SC00000001', 10)).toEqual({
      ids: ['SC00000001', 'SC00000002', 'SC00000003'],
      problems: [],
    });
  });

  it('expands a range written with .. or ~, spaces allowed', () => {
    expect(parseIdList('BOX', 'BX000009 .. BX000011\nBX000020~BX000021', 10).ids).toEqual([
      'BX000009',
      'BX000010',
      'BX000011',
      'BX000020',
      'BX000021',
    ]);
  });

  it('names what is not an ID of the kind, in Korean', () => {
    const list = parseIdList('CUP', 'SC00000001 BX000001 SC0001', 10);
    expect(list.ids).toEqual(['SC00000001']);
    expect(list.problems).toEqual([
      'BX000001: 컵 ID는 SC00000001 형식으로 입력해 주세요.',
      'SC0001: 컵 ID는 SC00000001 형식으로 입력해 주세요.',
    ]);
  });

  it('refuses a range written backwards', () => {
    expect(parseIdList('CUP', 'SC00000010..SC00000001', 10).problems).toEqual([
      'SC00000010..SC00000001: 끝 ID가 시작 ID보다 앞입니다.',
    ]);
  });

  it('keeps at most max IDs and says so', () => {
    const list = parseIdList('CUP', 'SC00000001..SC00000005', 3);
    expect(list.ids).toHaveLength(3);
    expect(list.problems).toEqual(['한 번에 3개까지 입력할 수 있습니다.']);
  });

  it('reads nothing from blank text', () => {
    expect(parseIdList('CUP', ' \n , ', 10)).toEqual({ ids: [], problems: [] });
  });
});
