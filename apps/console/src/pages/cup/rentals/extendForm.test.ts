import { describe, expect, it } from 'vitest';
import { EMPTY_EXTEND_FORM, extendInput, validateExtendForm } from './extendForm';

describe('the validity extension form', () => {
  it('needs a reason and days from 1 to 30', () => {
    expect(validateExtendForm(EMPTY_EXTEND_FORM)).toEqual({ reason: '연장 사유를 입력해 주세요.' });
    expect(validateExtendForm({ days: '31', reason: '민원' })).toEqual({ days: '연장 기간은 1~30일로 선택해 주세요.' });
    expect(validateExtendForm({ days: '3', reason: 'x'.repeat(201) })).toEqual({
      reason: '연장 사유는 200자까지 입력할 수 있습니다.',
    });
    expect(validateExtendForm({ days: '3', reason: ' 민원 접수 ' })).toEqual({});
  });

  it("sends the days as a number, the reason trimmed, and the dialog's request id", () => {
    expect(extendInput({ days: '14', reason: ' 민원 접수 ' }, 'req-12345678')).toEqual({
      requestId: 'req-12345678',
      days: 14,
      reason: '민원 접수',
    });
  });
});
