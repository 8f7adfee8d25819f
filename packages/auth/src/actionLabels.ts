/**
 * Each action of the action-permission table (actions.ts) with its Korean label: for screens and documents that
 * name actions. Kept apart from actions.ts, which every signed-in page loads.
 */
import { ACTION_PERMISSIONS, type Action } from './actions';
import type { Permission } from './permissions';

export const ACTION_LABELS: Readonly<Record<Action, string>> = {
  registerRobot: '로봇 등록',
  editRobot: '로봇 수정',
  sendRobotCommand: '로봇 제어 명령',
  editAlertRecipients: '알림 수신자 수정',
  uploadProgram: '프로그램 업로드',
  rolloutProgram: '프로그램 배포',
  uploadAiModel: 'AI 모델 업로드',
  rolloutAiModel: 'AI 모델 배포',
  createUser: '사용자 등록',
  editUser: '사용자 수정',
  changeUserStatus: '계정 승인·잠금',
  resetUserPassword: '비밀번호 초기화',
  registerPermissionGroup: '권한 그룹 등록',
  editPermissionGroup: '권한 그룹 수정',
  deletePermissionGroup: '권한 그룹 삭제',
  deleteGroupUser: '그룹 사용자 삭제',
  registerClient: '고객사 등록',
  deleteClient: '고객사 삭제',
  editClient: '고객사 수정',
  editClientDomains: '도메인 설정',
  editRentalMachine: '대여기 정보 수정',
  editReturnMachine: '반납기 정보 수정',
  extendReturnValidity: '반납 유효기간 연장',
  resendRefundMessage: '알림 메시지 재발송',
  manualRefund: '수동 환급',
  retryRemittance: '재송금',
  viewRefundMessages: '환급 알림 메시지 조회',
  decryptPhoneNumber: '전화번호 복호화',
  viewRemittanceDetail: '송금 상세 조회',
  manualRefill: '수동 충전',
  manualReceiving: '수동 입고',
  manualStatusEdit: '컵 상태 수동 변경',
  editCupIds: '컵 ID 등록·폐기·박스 포장',
  editBoxes: '박스 번호 등록·사용 중지·출고·배송 완료',
};

/** Every action with its permission and Korean label. */
export const ACTIONS = Object.fromEntries(
  (Object.keys(ACTION_PERMISSIONS) as Action[]).map((action) => [
    action,
    { permission: ACTION_PERMISSIONS[action], label: ACTION_LABELS[action] },
  ]),
) as { readonly [A in Action]: { permission: (typeof ACTION_PERMISSIONS)[A] & Permission; label: string } };
