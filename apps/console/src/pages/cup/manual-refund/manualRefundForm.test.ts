import { describe, expect, it } from 'vitest';
import { emptyManualRefund, manualRefundInput, validateManualRefund } from './manualRefundForm';

describe('the manual refund form', () => {
  it("starts on the member's registered bank, if the app has one", () => {
    expect(emptyManualRefund({ memberBank: '신한은행' })).toEqual({ bank: '신한은행', account: '', reason: '' });
    expect(emptyManualRefund({ memberBank: null })).toEqual({ bank: '', account: '', reason: '' });
  });

  it('needs a listed bank, a real account number and a reason, in Korean', () => {
    expect(validateManualRefund({ bank: '', account: '', reason: ' ' })).toEqual({
      bank: '은행을 선택해 주세요.',
      account: '계좌번호를 입력해 주세요.',
      reason: '환급 사유를 입력해 주세요.',
    });
    expect(validateManualRefund({ bank: '은행', account: '123-456', reason: 'x'.repeat(201) })).toEqual({
      bank: '목록에 있는 은행을 선택해 주세요.',
      account: '계좌번호는 숫자 10~14자리로 입력해 주세요.',
      reason: '환급 사유는 200자까지 입력할 수 있습니다.',
    });
    expect(validateManualRefund({ bank: '카카오뱅크', account: '3333-01-2345678', reason: '반납 누락' })).toEqual({});
  });

  it("sends the quote's amount, the account's digits, the reason trimmed and the form's request id", () => {
    expect(
      manualRefundInput(
        { bank: '카카오뱅크', account: ' 3333-01-2345678 ', reason: ' 반납 누락 ' },
        { rentalId: 9000, owedKrw: 1000 },
        'req-12345678',
      ),
    ).toEqual({
      requestId: 'req-12345678',
      rentalId: 9000,
      amountKrw: 1000,
      bank: '카카오뱅크',
      account: '3333012345678',
      reason: '반납 누락',
    });
  });
});
