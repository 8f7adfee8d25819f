import { describe, expect, it } from 'vitest';
import { changeKey, stateChangeInput, validateStateChange } from './stateChangeForm';

describe('validateStateChange', () => {
  it('asks for IDs, a target and a reason in Korean', () => {
    expect(validateStateChange('CUP', { ids: '', toState: '', reason: ' ' })).toEqual({
      ids: '컵 ID를 입력해 주세요.',
      toState: '바꿀 상태를 선택해 주세요.',
      reason: '사유를 입력해 주세요.',
    });
  });

  it('names IDs of the wrong kind and refuses a target a manual change may not set', () => {
    const errors = validateStateChange('CUP', { ids: 'BX000001', toState: 'RENTED', reason: '점검' });
    expect(errors.ids).toBe('BX000001: 컵 ID는 SC00000001 형식으로 입력해 주세요.');
    expect(errors.toState).toBe('바꿀 상태를 선택해 주세요.');
  });

  it('takes a box range and a box state', () => {
    expect(validateStateChange('BOX', { ids: 'BX000001..BX000003', toState: 'EMPTY', reason: '빈 박스 확인' })).toEqual(
      {},
    );
  });

  it('refuses a reason over 200 characters', () => {
    expect(validateStateChange('BOX', { ids: 'BX000001', toState: 'EMPTY', reason: 'a'.repeat(201) }).reason).toBe(
      '사유는 200자까지 입력할 수 있습니다.',
    );
  });
});

describe('stateChangeInput and changeKey', () => {
  const values = { ids: 'sc00000002\nSC00000001, sc00000002', toState: 'LOST', reason: ' 분실 신고 ' };

  it('sends the IDs as read, the target and the trimmed reason', () => {
    expect(stateChangeInput('CUP', values, 'request-1', true)).toEqual({
      ids: ['SC00000002', 'SC00000001'],
      toState: 'LOST',
      reason: '분실 신고',
      requestId: 'request-1',
      preview: true,
    });
  });

  it('is the same change when only the writing differs', () => {
    expect(changeKey('CUP', values)).toBe(
      changeKey('CUP', { ids: 'SC00000002 SC00000001', toState: 'LOST', reason: '분실 신고' }),
    );
    expect(changeKey('CUP', values)).not.toBe(changeKey('CUP', { ...values, toState: 'DISCARDED' }));
  });
});
