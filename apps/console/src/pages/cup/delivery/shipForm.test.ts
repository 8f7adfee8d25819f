import { describe, expect, it } from 'vitest';
import { shipInput, validateShip } from './shipForm';

describe('shipForm', () => {
  it('asks for the box and the machine in Korean', () => {
    expect(validateShip({ boxNumber: ' ', machineId: '' })).toEqual({
      boxNumber: '박스 번호를 입력해 주세요.',
      machineId: '대여기 ID를 입력해 주세요.',
    });
    expect(validateShip({ boxNumber: 'SC00000001', machineId: 'RENT-GN-001' })).toEqual({
      boxNumber: '박스 번호는 BX000001 형식으로 입력해 주세요.',
    });
  });

  it('sends ids as written, in upper case, with the request id', () => {
    expect(shipInput({ boxNumber: ' bx000031', machineId: 'rent-gn-001 ' }, 'request-1')).toEqual({
      boxNumber: 'BX000031',
      machineId: 'RENT-GN-001',
      requestId: 'request-1',
    });
  });
});
