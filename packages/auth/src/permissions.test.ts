import { describe, expect, it } from 'vitest';
import { ACTIONS } from './actionLabels';
import { can } from './actions';
import { PERMISSION_GROUPS, permissionLabel } from './permissionLabels';
import { ALL_PERMISSIONS, isPermission, isRouteAllowed, PERMISSIONS } from './permissions';
import { makeTestUser } from './testing';

describe('permissions (spec §6)', () => {
  it('lists every string of spec §6 once, grouped by area with Korean labels', () => {
    expect(ALL_PERMISSIONS).toHaveLength(new Set(ALL_PERMISSIONS).size);
    expect(PERMISSION_GROUPS.map((g) => g.label)).toEqual(['로봇', '사용자 관리', '서울컵', '통계', '랄라루프']);
    expect(ALL_PERMISSIONS).toHaveLength(13 + 3 + 27 + 2 + 2);
    for (const group of PERMISSION_GROUPS) {
      for (const info of group.permissions) expect(info.label).toMatch(/[가-힣]/);
    }
  });

  it('constants are the strings themselves', () => {
    expect(PERMISSIONS.RC_VIEW).toBe('RC_VIEW');
    expect(Object.keys(PERMISSIONS)).toEqual(ALL_PERMISSIONS);
    expect(isPermission('SEOUL_CUP_MANUAL_REFILL')).toBe(true);
    expect(isPermission('ADMIN')).toBe(false);
    expect(permissionLabel('RC_EDIT')).toBe('로봇 등록·수정');
    expect(permissionLabel('FUTURE_PERMISSION')).toBe('FUTURE_PERMISSION');
  });
});

describe('isRouteAllowed (spec §5)', () => {
  it('allows an empty requirement', () => {
    expect(isRouteAllowed([], [])).toBe(true);
  });
  it('allows when the user holds at least one', () => {
    expect(isRouteAllowed(['RC_MANAGER_VIEW', 'RC_MANAGER_EDIT'], ['RC_MANAGER_EDIT'])).toBe(true);
  });
  it('denies when the user holds none', () => {
    expect(isRouteAllowed(['RC_VIEW'], ['RC_EDIT', 'USER'])).toBe(false);
    expect(isRouteAllowed(['RC_VIEW'], [])).toBe(false);
  });
});

describe('actions (spec §6 action table)', () => {
  it.each([
    ['registerRobot', 'RC_EDIT'],
    ['editRobot', 'RC_EDIT'],
    ['sendRobotCommand', 'RC_EDIT'],
    ['editAlertRecipients', 'RC_MANAGER_EDIT'],
    ['uploadProgram', 'RC_4_0_VERSION_EDIT'],
    ['rolloutProgram', 'RC_4_0_VERSION_EDIT'],
    ['uploadAiModel', 'RC_4_0_UPDATE_FILE_EDIT'],
    ['rolloutAiModel', 'RC_4_0_UPDATE_FILE_EDIT'],
    ['createUser', 'OA_CONSOLE_USER_EDIT'],
    ['editUser', 'OA_CONSOLE_USER_EDIT'],
    ['changeUserStatus', 'OA_CONSOLE_USER_EDIT'],
    ['resetUserPassword', 'OA_CONSOLE_USER_EDIT'],
    ['registerPermissionGroup', 'OA_CONSOLE_USER_GROUP_EDIT'],
    ['editPermissionGroup', 'OA_CONSOLE_USER_GROUP_EDIT'],
    ['deletePermissionGroup', 'OA_CONSOLE_USER_GROUP_EDIT'],
    ['deleteGroupUser', 'OA_CONSOLE_USER_GROUP_EDIT'],
    ['registerClient', 'OA_CONSOLE_CLIENT_EDIT'],
    ['deleteClient', 'OA_CONSOLE_CLIENT_EDIT'],
    ['editClient', 'OA_CONSOLE_CLIENT_EDIT'],
    ['editClientDomains', 'OA_CONSOLE_CLIENT_EDIT'],
    ['editRentalMachine', 'SEOUL_CUP_RENTAL_MACHINE_EDIT'],
    ['editReturnMachine', 'SEOUL_CUP_RETURN_MACHINE_EDIT'],
    ['extendReturnValidity', 'SEOUL_CUP_RENTAL_EXPIRED_DATE_EDIT'],
    ['resendRefundMessage', 'SEOUL_CUP_REFUND_MESSAGE_RESEND'],
    ['manualRefund', 'SEOUL_CUP_REFUND_DETAIL_VIEW'],
    ['retryRemittance', 'SEOUL_CUP_REFUND_DETAIL_VIEW'],
    ['viewRefundMessages', 'SEOUL_CUP_REFUND_MESSAGE_VIEW'],
    ['decryptPhoneNumber', 'SEOUL_CUP_PHONE_NUMBER_VIEW'],
    ['viewRemittanceDetail', 'SEOUL_CUP_REFUND_DETAIL_VIEW'],
    ['manualRefill', 'SEOUL_CUP_MANUAL_REFILL'],
    ['manualReceiving', 'SEOUL_CUP_MANUAL_RECEIVING'],
    ['manualStatusEdit', 'SEOUL_CUP_MANUAL_STATUS_EDIT'],
    ['editCupIds', 'LALALOOP_ID_EDIT'],
    ['editBoxes', 'LALALOOP_ID_BOX_EDIT'],
  ] as const)('%s needs %s', (action, permission) => {
    expect(ACTIONS[action].permission).toBe(permission);
    expect(can(makeTestUser([permission]), action)).toBe(true);
    const allButIt = ALL_PERMISSIONS.filter((p) => p !== permission);
    expect(can(makeTestUser(allButIt), action)).toBe(false);
  });

  it('covers the whole table and nobody signed out can do anything', () => {
    expect(Object.keys(ACTIONS)).toHaveLength(34);
    expect(can(null, 'registerRobot')).toBe(false);
    expect(can(undefined, 'manualRefill')).toBe(false);
  });
});
