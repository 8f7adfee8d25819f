import { describe, expect, it } from 'vitest';
import { discardInput, parseCupIds, rangeInput, validateDiscard, validateRange } from './idForms';

describe('validateRange', () => {
  it('asks for both IDs', () => {
    expect(validateRange('CUP', { first: '', last: ' ' })).toEqual({
      first: '시작 ID를 입력해 주세요.',
      last: '끝 ID를 입력해 주세요.',
    });
  });

  it("checks each ID's format in the kind's words", () => {
    expect(validateRange('CUP', { first: 'SC001', last: 'SC00100100' })).toEqual({
      first: '컵 ID는 SC00000001 형식으로 입력해 주세요.',
    });
    expect(validateRange('BOX', { first: 'BX000001', last: 'SC00000001' })).toEqual({
      last: '박스 번호는 BX000001 형식으로 입력해 주세요.',
    });
  });

  it('puts the range problems (order, size) on the last ID', () => {
    expect(validateRange('CUP', { first: 'SC00100100', last: 'SC00100001' })).toEqual({
      last: '끝 ID가 시작 ID보다 앞입니다.',
    });
    expect(validateRange('BOX', { first: 'BX000001', last: 'BX002000' })).toEqual({
      last: '한 번에 1,000개까지 등록할 수 있습니다.',
    });
    expect(validateRange('CUP', { first: 'sc00100001', last: 'SC00100100' })).toEqual({});
  });

  it('sends the IDs in upper case with the request id', () => {
    expect(rangeInput('CUP', { first: ' sc00100001', last: 'SC00100100 ' }, 'request-1')).toEqual({
      kind: 'CUP',
      first: 'SC00100001',
      last: 'SC00100100',
      requestId: 'request-1',
    });
  });
});

describe('parseCupIds', () => {
  it('reads lines, commas and spaces, each cup once, in order', () => {
    expect(parseCupIds('SC00000003\nsc00000001, SC00000003  SC00000002\n')).toEqual({
      ok: true,
      ids: ['SC00000003', 'SC00000001', 'SC00000002'],
    });
  });

  it('reads ranges with ~ or -', () => {
    expect(parseCupIds('SC00000001~SC00000003\nSC00000010-SC00000011')).toEqual({
      ok: true,
      ids: ['SC00000001', 'SC00000002', 'SC00000003', 'SC00000010', 'SC00000011'],
    });
  });

  it('names what is wrong', () => {
    expect(parseCupIds('  ')).toEqual({ ok: false, message: '컵 ID를 입력해 주세요.' });
    expect(parseCupIds('SC00000001\nBX000001')).toEqual({
      ok: false,
      message: "'BX000001'은(는) 올바른 컵 ID가 아닙니다 (예: SC00000001).",
    });
    expect(parseCupIds('SC00000009~SC00000001')).toEqual({
      ok: false,
      message: "'SC00000009~SC00000001': 끝 ID가 시작 ID보다 앞입니다.",
    });
    expect(parseCupIds('SC00000001~SC00001001')).toEqual({
      ok: false,
      message: '한 번에 1,000개까지 폐기할 수 있습니다.',
    });
  });
});

describe('discard', () => {
  it('needs cups and a reason', () => {
    expect(validateDiscard({ cuids: '', reason: ' ' })).toEqual({
      cuids: '컵 ID를 입력해 주세요.',
      reason: '폐기 사유를 입력해 주세요.',
    });
    expect(validateDiscard({ cuids: 'SC00000001', reason: 'x'.repeat(201) })).toEqual({
      reason: '폐기 사유는 200자까지 입력할 수 있습니다.',
    });
  });

  it('sends the parsed cups and the trimmed reason', () => {
    expect(discardInput({ cuids: 'sc00000001~SC00000002', reason: ' 파손 ' }, 'request-1')).toEqual({
      cuids: ['SC00000001', 'SC00000002'],
      reason: '파손',
      requestId: 'request-1',
    });
  });
});
