import { describe, expect, it } from 'vitest';
import { machineFixture } from '../shared/cup.fixture';
import {
  emptyMachineForm,
  machineFormValues,
  machineInput,
  validateMachineForm,
  type MachineFormValues,
} from './machineForm';

const valid = (): MachineFormValues => ({
  ...emptyMachineForm('RENTAL'),
  machineId: 'RENT-GN-101',
  name: '역삼역 대여기',
  address: '서울특별시 강남구 테헤란로 101',
  district: '강남구',
  lat: '37.5006',
  lng: '127.0364',
  installedAt: '2026-11-01',
});

describe('validateMachineForm', () => {
  it('accepts a complete machine, and a new one starts operating with a capacity of its kind', () => {
    expect(validateMachineForm(valid(), 'RENTAL', 'create')).toEqual({});
    expect(emptyMachineForm('RENTAL')).toMatchObject({ state: 'NORMAL', capacity: '300' });
    expect(emptyMachineForm('RETURN').capacity).toBe('500');
  });

  it('names every missing field in Korean', () => {
    const errors = validateMachineForm({ ...emptyMachineForm('RETURN'), capacity: '' }, 'RETURN', 'create');
    expect(errors).toEqual({
      machineId: '기기 ID를 입력해 주세요.',
      name: '이름을 입력해 주세요.',
      capacity: '용량을 입력해 주세요.',
      address: '주소를 입력해 주세요.',
      district: '자치구를 선택해 주세요.',
      lat: '위도를 입력하거나 지도에서 위치를 선택해 주세요.',
      lng: '경도를 입력하거나 지도에서 위치를 선택해 주세요.',
      installedAt: '설치일을 선택해 주세요.',
    });
  });

  it("checks the machine id's pattern only on create, with an example of the kind", () => {
    expect(validateMachineForm({ ...valid(), machineId: 'rtrn 1' }, 'RETURN', 'create').machineId).toBe(
      '기기 ID는 영문 대문자, 숫자, 하이픈(-)으로 3~30자를 입력해 주세요. (예: RTRN-GN-001)',
    );
    expect(validateMachineForm({ ...valid(), machineId: '' }, 'RENTAL', 'edit')).toEqual({});
  });

  it('keeps the capacity a whole number from 1 to 2,000, and the point inside Seoul', () => {
    for (const capacity of ['0', '2001', '12.5', '삼백'])
      expect(validateMachineForm({ ...valid(), capacity }, 'RENTAL', 'create').capacity).toBe(
        '용량은 1~2,000개의 정수로 입력해 주세요.',
      );
    const outside = validateMachineForm({ ...valid(), lat: '35.1', lng: 'x' }, 'RENTAL', 'create');
    expect(outside.lat).toMatch(/서울 안의 위도/);
    expect(outside.lng).toMatch(/서울 안의 경도/);
  });
});

describe('machineInput', () => {
  it('sends trimmed text and numbers; an edit its revision and no machine id', () => {
    expect(machineInput({ ...valid(), name: ' 역삼역 대여기 ', capacity: ' 250 ' }, 'create')).toEqual({
      machineId: 'RENT-GN-101',
      name: '역삼역 대여기',
      address: '서울특별시 강남구 테헤란로 101',
      district: '강남구',
      lat: 37.5006,
      lng: 127.0364,
      installedAt: '2026-11-01',
      state: 'NORMAL',
      capacity: 250,
      memo: '',
    });
    const machine = machineFixture('RETURN', 2);
    const edit = machineInput(machineFormValues(machine), 'edit', machine.revision);
    expect(edit).not.toHaveProperty('machineId');
    expect(edit).toMatchObject({ name: machine.name, capacity: machine.capacity, revision: 1 });
  });
});
