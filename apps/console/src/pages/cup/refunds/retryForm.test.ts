import { describe, expect, it } from 'vitest';
import { EMPTY_RETRY_FORM, retryInput, validateRetryForm } from './retryForm';

describe('the remittance retry form', () => {
  it('may be sent empty (the same account again)', () => {
    expect(validateRetryForm(EMPTY_RETRY_FORM)).toEqual({});
    expect(retryInput(EMPTY_RETRY_FORM, { bank: '신한은행' }, 'req-12345678')).toEqual({ requestId: 'req-12345678' });
  });

  it('checks a corrected account as the server does, and asks for the account of a new bank', () => {
    expect(validateRetryForm({ bank: '', account: '12-34' })).toEqual({
      account: '계좌번호는 숫자 10~14자리로 입력해 주세요.',
    });
    expect(validateRetryForm({ bank: '카카오뱅크', account: '' })).toEqual({
      account: '은행을 바꾸면 계좌번호도 입력해 주세요.',
    });
    expect(validateRetryForm({ bank: '없는은행', account: '110-234-567890' })).toEqual({
      bank: '목록에 있는 은행을 선택해 주세요.',
    });
    expect(validateRetryForm({ bank: '', account: ' 110-234-567890 ' })).toEqual({});
  });

  it("sends a corrected account as digits, with the refund's bank unless another was chosen", () => {
    expect(retryInput({ bank: '', account: '110-234-567890' }, { bank: '신한은행' }, 'req-12345678')).toEqual({
      requestId: 'req-12345678',
      bank: '신한은행',
      account: '110234567890',
    });
    expect(retryInput({ bank: '토스뱅크', account: '1000 1234 5678' }, { bank: '신한은행' }, 'r-1234567')).toEqual({
      requestId: 'r-1234567',
      bank: '토스뱅크',
      account: '100012345678',
    });
  });
});
