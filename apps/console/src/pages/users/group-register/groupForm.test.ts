import { describe, expect, it } from 'vitest';
import { EMPTY_GROUP_FORM, groupInput, sameGroupForm, validateGroupForm } from './groupForm';

describe('validateGroupForm', () => {
  it('needs a name and at least one permission, in Korean', () => {
    const errors = validateGroupForm(EMPTY_GROUP_FORM);
    expect(errors).toEqual({ name: '그룹 이름을 입력해 주세요.', permissions: '권한을 하나 이상 선택해 주세요.' });
  });

  it('limits the name and the description', () => {
    const errors = validateGroupForm({
      name: '가'.repeat(51),
      description: '나'.repeat(201),
      permissions: ['RC_VIEW'],
    });
    expect(Object.keys(errors)).toEqual(['name', 'description']);
  });

  it('accepts a named group with a permission', () => {
    expect(validateGroupForm({ name: '로봇 조회', description: '', permissions: ['RC_VIEW'] })).toEqual({});
  });
});

describe('groupInput and sameGroupForm', () => {
  it('trims the texts', () => {
    expect(groupInput({ name: ' 운영 ', description: ' 설명 ', permissions: ['USER'] })).toEqual({
      name: '운영',
      description: '설명',
      permissions: ['USER'],
    });
  });

  it('compares permissions as a set', () => {
    const a = { name: 'a', description: '', permissions: ['USER', 'RC_VIEW'] };
    expect(sameGroupForm(a, { ...a, permissions: ['RC_VIEW', 'USER'] })).toBe(true);
    expect(sameGroupForm(a, { ...a, permissions: ['RC_VIEW'] })).toBe(false);
    expect(sameGroupForm(a, { ...a, name: 'b' })).toBe(false);
  });
});
