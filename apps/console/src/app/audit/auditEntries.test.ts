import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, AUDIT_TARGET_KINDS } from '@oa/contract/audit';
import {
  auditActionLabel,
  auditActorLabel,
  auditChanges,
  auditChangeText,
  auditTargetLabel,
  auditValueText,
} from './auditEntries';

const lines = (before: unknown, after: unknown) => auditChanges(before, after).map(auditChangeText);

describe('auditActionLabel', () => {
  it('names every action the server writes in Korean', () => {
    expect(auditActionLabel('user.create')).toBe('사용자 등록');
    expect(auditActionLabel('user.password-reset')).toBe('비밀번호 초기화');
    expect(auditActionLabel('group.member-remove')).toBe('그룹 사용자 삭제');
    expect(auditActionLabel('client.domains')).toBe('도메인 설정');
    expect(auditActionLabel('robot.update')).toBe('로봇 수정');
    expect(auditActionLabel('updateFile.rollout')).toBe('업데이트 배포');
    for (const action of AUDIT_ACTIONS) expect(auditActionLabel(action)).toMatch(/^[가-힣 ()-]+$/);
  });
  it('shows an unknown action as written', () => {
    expect(auditActionLabel('robot.firmware')).toBe('robot.firmware');
  });
});

describe('auditTargetLabel and auditActorLabel', () => {
  it('reads the target kind in Korean and keeps an unknown one', () => {
    expect(auditTargetLabel('client:C-0001')).toBe('고객사 C-0001');
    expect(auditTargetLabel('group:3')).toBe('권한 그룹 3');
    expect(auditTargetLabel('robot:WB-1')).toBe('로봇 WB-1');
    for (const kind of AUDIT_TARGET_KINDS) expect(auditTargetLabel(`${kind}:1`)).toMatch(/^[가-힣 ]+ 1$/);
    expect(auditTargetLabel('machine:WB-1')).toBe('machine:WB-1');
    expect(auditTargetLabel(null)).toBe('-');
  });
  it('names the actor with the login id, or the system', () => {
    expect(auditActorLabel({ actorName: '김관리', actorLoginId: 'demo-admin' })).toBe('김관리 (demo-admin)');
    expect(auditActorLabel({ actorName: null, actorLoginId: null })).toBe('시스템');
    expect(auditActorLabel({ actorName: null, actorLoginId: 'gone' })).toBe('gone');
  });
});

describe('auditChanges', () => {
  it('lists only the keys that changed, labelled in Korean, values in words', () => {
    expect(
      lines(
        { name: '강남구청', type: 'DISTRICT_OFFICE', district: '강남구', contactName: null },
        { name: '강남구 청소행정과', type: 'PUBLIC_INSTITUTION', district: '강남구', contactName: '김담당' },
      ),
    ).toEqual(['이름: 강남구청 → 강남구 청소행정과', '유형: 구청 → 공공기관', '담당자: - → 김담당']);
  });

  it('never shows a password or another secret, on either side', () => {
    expect(
      lines(
        { status: 'ACTIVE', passwordHash: 'abc' },
        { status: 'LOCKED', passwordHash: 'def', temporaryPassword: 'Xy12!', token: 't' },
      ),
    ).toEqual(['상태: 사용 중 → 잠김']);
    expect(auditValueText({ loginId: 'kim', password: 'secret!' })).toBe('아이디 kim');
  });

  it('a create shows what was set; a delete what was there', () => {
    expect(lines(null, { name: '마포구청', parentId: null })).toEqual(['이름: 마포구청']);
    expect(auditChanges({ name: '마포구청' }, null)).toEqual([
      { key: 'name', label: '이름', before: '마포구청', after: null },
    ]);
  });

  it('a list of strings says what was added and removed', () => {
    expect(lines({ permissions: ['RC_VIEW', 'RC_EDIT'] }, { permissions: ['RC_VIEW', 'USER'] })).toEqual([
      '권한: 추가 USER / 삭제 RC_EDIT',
    ]);
  });

  it('domains show their host names and the primary one', () => {
    expect(
      lines(
        { domains: [{ hostname: 'a.oa.kr', primary: true }] },
        {
          domains: [
            { hostname: 'a.oa.kr', primary: false },
            { hostname: 'b.oa.kr', primary: true },
          ],
        },
      ),
    ).toEqual(['도메인: a.oa.kr(대표) → a.oa.kr, b.oa.kr(대표)']);
  });

  it('a bare value is one line; nothing changed is no line; key order of objects does not matter', () => {
    expect(lines('ACTIVE', 'LOCKED')).toEqual(['값: 사용 중 → 잠김']);
    expect(lines({ a: { x: 1, y: 2 } }, { a: { y: 2, x: 1 } })).toEqual([]);
    expect(lines(null, null)).toEqual([]);
  });
});
