import { describe, expect, it } from 'vitest';
import { EMPTY_USER_FORM, userFormValues, userInput, validateUserForm, type UserFormValues } from './userForm';

const filled: UserFormValues = {
  loginId: 'kim.admin',
  name: '김관리',
  email: 'kim@example.com',
  phone: '010-1234-5678',
  groupId: '2',
  clientId: '',
};

describe('validateUserForm', () => {
  it('accepts a filled form', () => {
    expect(validateUserForm(filled, 'create')).toEqual({});
  });

  it('needs a login id and a name on create, in Korean', () => {
    const errors = validateUserForm(EMPTY_USER_FORM, 'create');
    expect(errors.loginId).toBe('아이디를 입력해 주세요.');
    expect(errors.name).toBe('이름을 입력해 주세요.');
  });

  it('refuses a login id outside the pattern, a bad email and a bad phone', () => {
    const errors = validateUserForm({ ...filled, loginId: 'a b', email: 'kim@', phone: '123' }, 'create');
    expect(Object.keys(errors)).toEqual(['loginId', 'email', 'phone']);
  });

  it('ignores the login id on edit and lets the masked phone come back unchanged', () => {
    const errors = validateUserForm({ ...filled, loginId: '', phone: '010-****-5678' }, 'edit', '010-****-5678');
    expect(errors).toEqual({});
    expect(validateUserForm({ ...filled, phone: '010-****-0000' }, 'edit', '010-****-5678').phone).toBeDefined();
  });

  it('limits the name to 50 characters', () => {
    expect(validateUserForm({ ...filled, name: '가'.repeat(51) }, 'create').name).toBe(
      '이름은 50자 이하로 입력해 주세요.',
    );
  });
});

describe('userInput', () => {
  it('trims, turns blanks into null and ids into numbers', () => {
    expect(userInput({ ...filled, email: '  ', groupId: '2', clientId: '' })).toEqual({
      loginId: 'kim.admin',
      name: '김관리',
      email: null,
      phone: '010-1234-5678',
      groupId: 2,
      clientId: null,
    });
  });

  it('fills the form from a user as the list answers it', () => {
    expect(
      userFormValues({
        id: 1,
        loginId: 'lee',
        name: '이',
        email: null,
        phone: '010-****-1234',
        status: 'ACTIVE',
        groupId: null,
        groupName: null,
        clientId: 3,
        clientName: '서울대학교',
        lastLoginAt: null,
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
    ).toEqual({ loginId: 'lee', name: '이', email: '', phone: '010-****-1234', groupId: '', clientId: '3' });
  });
});
