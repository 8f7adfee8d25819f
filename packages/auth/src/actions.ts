import { isRouteAllowed, PERMISSIONS as P, type Permission } from './permissions';
import type { LoggedInUser } from './token';

/** spec §6 "Action-level permissions": what a button needs, with a Korean label. */
export const ACTIONS = {
  registerRobot: { permission: P.RC_EDIT, label: '로봇 등록' },
  registerPermissionGroup: { permission: P.OA_CONSOLE_USER_GROUP_EDIT, label: '권한 그룹 등록' },
  editPermissionGroup: { permission: P.OA_CONSOLE_USER_GROUP_EDIT, label: '권한 그룹 수정' },
  deletePermissionGroup: { permission: P.OA_CONSOLE_USER_GROUP_EDIT, label: '권한 그룹 삭제' },
  deleteGroupUser: { permission: P.OA_CONSOLE_USER_GROUP_EDIT, label: '그룹 사용자 삭제' },
  registerClient: { permission: P.OA_CONSOLE_CLIENT_EDIT, label: '고객사 등록' },
  deleteClient: { permission: P.OA_CONSOLE_CLIENT_EDIT, label: '고객사 삭제' },
  editRentalMachine: { permission: P.SEOUL_CUP_RENTAL_MACHINE_EDIT, label: '대여기 정보 수정' },
  editReturnMachine: { permission: P.SEOUL_CUP_RETURN_MACHINE_EDIT, label: '반납기 정보 수정' },
  extendReturnValidity: { permission: P.SEOUL_CUP_RENTAL_EXPIRED_DATE_EDIT, label: '반납 유효기간 연장' },
  resendRefundMessage: { permission: P.SEOUL_CUP_REFUND_MESSAGE_RESEND, label: '알림 메시지 재발송' },
  decryptPhoneNumber: { permission: P.SEOUL_CUP_PHONE_NUMBER_VIEW, label: '전화번호 복호화' },
  viewRemittanceDetail: { permission: P.SEOUL_CUP_REFUND_DETAIL_VIEW, label: '송금 상세 조회' },
  manualRefill: { permission: P.SEOUL_CUP_MANUAL_REFILL, label: '수동 충전' },
  manualReceiving: { permission: P.SEOUL_CUP_MANUAL_RECEIVING, label: '수동 입고' },
  manualStatusEdit: { permission: P.SEOUL_CUP_MANUAL_STATUS_EDIT, label: '컵 상태 수동 변경' },
} as const satisfies Record<string, { permission: Permission; label: string }>;

export type Action = keyof typeof ACTIONS;

/** Whether the user may perform `action`; no user may do nothing. */
export function can(user: Pick<LoggedInUser, 'permissions'> | null | undefined, action: Action): boolean {
  if (!user) return false;
  return isRouteAllowed([ACTIONS[action].permission], user.permissions);
}
