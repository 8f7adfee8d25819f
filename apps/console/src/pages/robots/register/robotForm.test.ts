import { describe, expect, it } from 'vitest';
import { robotFixture } from '../shared/robots.fixture';
import {
  emptyRobotForm,
  formPath,
  robotFormValues,
  robotInput,
  sameRobotForm,
  validateRobotForm,
  type RobotFormValues,
} from './robotForm';

const valid = (): RobotFormValues => ({
  ...emptyRobotForm(),
  machineId: 'WB-GN-0101',
  name: '역삼역 수거함',
  generation: 'RC_4_0',
  clientId: '1',
  address: '서울특별시 강남구 테헤란로 101',
  district: '강남구',
  lat: '37.5006',
  lng: '127.0364',
  installedAt: '2026-11-01',
  bins: [{ key: 'a', slot: '1', material: 'PET', capacityLiters: '120' }],
});

describe('validateRobotForm', () => {
  it('accepts a complete robot', () => {
    expect(validateRobotForm(valid(), 'create')).toEqual({});
  });

  it('names every missing field in Korean', () => {
    const errors = validateRobotForm(emptyRobotForm(), 'create');
    expect(errors.machineId).toBe('기기 ID를 입력해 주세요.');
    expect(errors.name).toBe('로봇 이름을 입력해 주세요.');
    expect(errors.district).toBe('자치구를 선택해 주세요.');
    expect(errors['bins.0.material']).toBe('품목을 선택해 주세요.');
  });

  it('checks the machine id only on create, and its pattern', () => {
    expect(validateRobotForm({ ...valid(), machineId: 'wb 1' }, 'create').machineId).toMatch(/영문 대문자/);
    expect(validateRobotForm({ ...valid(), machineId: '' }, 'edit')).toEqual({});
  });

  it('keeps points inside Seoul and the closing time after the opening time', () => {
    const errors = validateRobotForm({ ...valid(), lat: '35.1', lng: 'x', closeTime: '08:00' }, 'create');
    expect(errors.lat).toMatch(/서울 안의 위도/);
    expect(errors.lng).toMatch(/서울 안의 경도/);
    expect(errors['schedule.closeTime']).toBe('운영 종료 시각은 시작 시각보다 늦어야 합니다.');
  });

  it('refuses two bins in one slot, no bins, and a capacity out of range', () => {
    const twice = validateRobotForm(
      { ...valid(), bins: [...valid().bins, { key: 'b', slot: '1', material: 'CAN', capacityLiters: '2000' }] },
      'create',
    );
    expect(twice['bins.1.slot']).toBe('다른 수거함과 슬롯이 겹칩니다.');
    expect(twice['bins.1.capacityLiters']).toBe('용량은 1~1,000 L로 입력해 주세요.');
    expect(validateRobotForm({ ...valid(), bins: [] }, 'create').bins).toBe('수거함을 하나 이상 추가해 주세요.');
  });
});

describe('robotInput', () => {
  it('sends numbers and the machine id on create, the revision and no machine id on edit', () => {
    const created = robotInput(valid(), 'create');
    expect(created).toMatchObject({
      machineId: 'WB-GN-0101',
      clientId: 1,
      lat: 37.5006,
      bins: [{ slot: 1, capacityLiters: 120 }],
    });
    expect(created).not.toHaveProperty('revision');
    const edited = robotInput(valid(), 'edit', 7);
    expect(edited).not.toHaveProperty('machineId');
    expect(edited.revision).toBe(7);
    expect(robotInput({ ...valid(), clientId: '' }, 'create').clientId).toBeNull();
  });
});

describe('robot form values', () => {
  it('fills the form from a robot, bins by slot, and compares forms without row keys', () => {
    const robot = robotFixture(3);
    const form = robotFormValues({ ...robot, bins: [...robot.bins].reverse() });
    expect(form.bins.map((bin) => bin.slot)).toEqual(['1', '2']);
    expect(sameRobotForm(form, robotFormValues(robot))).toBe(true);
    expect(sameRobotForm(form, { ...form, memo: '점검' })).toBe(false);
  });
});

describe('server field names', () => {
  it('reads dotted, slashed and bracketed paths as the form paths', () => {
    expect(formPath('schedule.openTime')).toBe('schedule.openTime');
    expect(formPath('/schedule/openTime')).toBe('schedule.openTime');
    expect(formPath('bins[0].capacityLiters')).toBe('bins.0.capacityLiters');
    expect(formPath('bins.2.material')).toBe('bins.2.material');
    expect(formPath('openTime')).toBe('schedule.openTime');
    expect(formPath('capacityLiters')).toBe('bins');
    expect(formPath('/bins/0/slot')).toBe('bins.0.slot');
  });
});
