import { isRouteAllowed, PERMISSIONS as P, type Permission } from './permissions';
import type { LoggedInUser } from './token';

/**
 * spec §6 "Action-level permissions": what a button needs, with a Korean label. The spec's table, plus the
 * robot area's actions it implies (docs/areas/robots.md): editing a robot needs what registering does; a command
 * to a robot changes it, so it needs RC_EDIT too (seeing realtime control, RC_REALTIME_VIEW, only watches: the
 * spec names no control permission, and a read-only group must not open doors); each RC 4.0 and alert change
 * needs its screen's _EDIT. The users area (docs/areas/users-and-clients.md): every change to a user is the user
 * administrator's (OA_CONSOLE_USER_EDIT); editing a client and its domains is the client administrator's, like
 * registering and deleting one.
 */
export const ACTIONS = {
  registerRobot: { permission: P.RC_EDIT, label: '로봇 등록' },
  editRobot: { permission: P.RC_EDIT, label: '로봇 수정' },
  sendRobotCommand: { permission: P.RC_EDIT, label: '로봇 제어 명령' },
  editAlertRecipients: { permission: P.RC_MANAGER_EDIT, label: '알림 수신자 수정' },
  uploadProgram: { permission: P.RC_4_0_VERSION_EDIT, label: '프로그램 업로드' },
  rolloutProgram: { permission: P.RC_4_0_VERSION_EDIT, label: '프로그램 배포' },
  uploadAiModel: { permission: P.RC_4_0_UPDATE_FILE_EDIT, label: 'AI 모델 업로드' },
  rolloutAiModel: { permission: P.RC_4_0_UPDATE_FILE_EDIT, label: 'AI 모델 배포' },
  createUser: { permission: P.OA_CONSOLE_USER_EDIT, label: '사용자 등록' },
  editUser: { permission: P.OA_CONSOLE_USER_EDIT, label: '사용자 수정' },
  changeUserStatus: { permission: P.OA_CONSOLE_USER_EDIT, label: '계정 승인·잠금' },
  resetUserPassword: { permission: P.OA_CONSOLE_USER_EDIT, label: '비밀번호 초기화' },
  registerPermissionGroup: { permission: P.OA_CONSOLE_USER_GROUP_EDIT, label: '권한 그룹 등록' },
  editPermissionGroup: { permission: P.OA_CONSOLE_USER_GROUP_EDIT, label: '권한 그룹 수정' },
  deletePermissionGroup: { permission: P.OA_CONSOLE_USER_GROUP_EDIT, label: '권한 그룹 삭제' },
  deleteGroupUser: { permission: P.OA_CONSOLE_USER_GROUP_EDIT, label: '그룹 사용자 삭제' },
  registerClient: { permission: P.OA_CONSOLE_CLIENT_EDIT, label: '고객사 등록' },
  deleteClient: { permission: P.OA_CONSOLE_CLIENT_EDIT, label: '고객사 삭제' },
  editClient: { permission: P.OA_CONSOLE_CLIENT_EDIT, label: '고객사 수정' },
  editClientDomains: { permission: P.OA_CONSOLE_CLIENT_EDIT, label: '도메인 설정' },
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
