import { describe, expect, it } from 'vitest';
import { EMPTY_CREW_ENTRY, receivingInput, refillInput, validateCrewEntry } from './crewForm';

describe('the crew entries', () => {
  it('need the machine, for a refill the box, and a reason, in Korean', () => {
    expect(validateCrewEntry('refill', EMPTY_CREW_ENTRY)).toEqual({
      machineId: '대여기 ID를 입력해 주세요.',
      boxNumber: '박스 번호를 입력해 주세요.',
      reason: '사유를 입력해 주세요.',
    });
    expect(validateCrewEntry('receiving', EMPTY_CREW_ENTRY)).toEqual({
      machineId: '반납기 ID를 입력해 주세요.',
      reason: '사유를 입력해 주세요.',
    });
    expect(
      validateCrewEntry('receiving', { ...EMPTY_CREW_ENTRY, machineId: 'rtrn-gn-001', reason: 'x'.repeat(201) }),
    ).toEqual({
      reason: '사유는 200자까지 입력할 수 있습니다.',
    });
  });

  it("send the ids as ids are written, the reason trimmed, and the dialog's request id", () => {
    const values = { machineId: ' rent-gn-001 ', boxNumber: 'bx000123', reason: ' 재고 없음 민원 ' };
    expect(refillInput(values, 'req-12345678')).toEqual({
      requestId: 'req-12345678',
      machineId: 'RENT-GN-001',
      boxNumber: 'BX000123',
      reason: '재고 없음 민원',
    });
    expect(receivingInput(values, 'req-12345678')).toEqual({
      requestId: 'req-12345678',
      machineId: 'RENT-GN-001',
      reason: '재고 없음 민원',
    });
  });
});
