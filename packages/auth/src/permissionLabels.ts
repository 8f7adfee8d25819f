/**
 * The Korean labels of the permissions and their areas (labels-ko.md), for the permission-group screen and the
 * lists that name permissions. Kept apart from permissions.ts, which every signed-in page loads.
 */
import { isPermission, PERMISSIONS_BY_AREA, type Permission, type PermissionArea } from './permissions';

/** Each area's Korean label. */
export const AREA_LABELS: Readonly<Record<PermissionArea, string>> = {
  robot: '로봇',
  user: '사용자 관리',
  cup: '서울컵',
  statistics: '통계',
  lalaloop: '랄라루프',
};

/** Each permission's Korean label. */
export const PERMISSION_LABELS: Readonly<Record<Permission, string>> = {
  USER: '기본 사용자 (대시보드)',
  RC_VIEW: '로봇 조회',
  RC_EDIT: '로봇 등록·수정',
  RC_REALTIME_VIEW: '실시간 제어',
  RC_CMD_LOG_VIEW: '통신 로그 조회',
  RC_MANAGER_VIEW: '알림 운영 조회',
  RC_MANAGER_EDIT: '알림 운영 수정',
  RC_4_0_REALTIME_VIEW: 'RC 4.0 실시간 현황 조회',
  RC_4_0_COLLECTION_VIEW: 'RC 4.0 수거 이력 조회',
  RC_4_0_UPDATE_FILE_VIEW: 'RC 4.0 AI 모델 조회',
  RC_4_0_UPDATE_FILE_EDIT: 'RC 4.0 AI 모델 수정',
  RC_4_0_VERSION_VIEW: 'RC 4.0 프로그램 버전 조회',
  RC_4_0_VERSION_EDIT: 'RC 4.0 프로그램 버전 수정',
  OA_CONSOLE_USER_EDIT: '사용자 관리',
  OA_CONSOLE_USER_GROUP_EDIT: '권한 그룹 관리',
  OA_CONSOLE_CLIENT_EDIT: '고객사 관리',
  SEOUL_CUP_RENTAL_MACHINE_VIEW: '대여기 조회',
  SEOUL_CUP_RENTAL_MACHINE_EDIT: '대여기 수정',
  SEOUL_CUP_RETURN_MACHINE_VIEW: '반납기 조회',
  SEOUL_CUP_RETURN_MACHINE_EDIT: '반납기 수정',
  SEOUL_CUP_RENTAL_MACHINE_DATA_VIEW: '대여기 모니터링',
  SEOUL_CUP_RETURN_MACHINE_DATA_VIEW: '반납기 모니터링',
  SEOUL_CUP_RENTAL_DATA_VIEW: '대여 정보 조회',
  SEOUL_CUP_RETURN_DATA_VIEW: '반납 정보 조회',
  SEOUL_CUP_REFUND_MESSAGE_VIEW: '환급 알림 메시지 조회',
  SEOUL_CUP_REFUND_VIEW: '보증금 환급 조회',
  SEOUL_CUP_REFILL_VIEW: '충전 이력 조회',
  SEOUL_CUP_COLLECT_VIEW: '회수 이력 조회',
  SEOUL_CUP_RECEIVING_VIEW: '세척장 입고 조회',
  SEOUL_CUP_LALALOOP_ID_VIEW: '서울 컵 ID 이력 조회',
  SEOUL_CUP_STATUS_VIEW: '컵·박스 상태 조회',
  SEOUL_CUP_SHIPPING_VIEW: '배송 현황 조회',
  LALALOOP_ID_DATA_VIEW: '컵 ID 이력 조회',
  LALALOOP_ID_EDIT: '컵 ID 관리',
  LALALOOP_ID_BOX_VIEW: '박스 번호 조회',
  LALALOOP_ID_BOX_EDIT: '박스 ID 관리',
  SEOUL_CUP_RENTAL_EXPIRED_DATE_EDIT: '반납 유효기간 연장',
  SEOUL_CUP_REFUND_MESSAGE_RESEND: '환급 알림 메시지 재발송',
  SEOUL_CUP_PHONE_NUMBER_VIEW: '전화번호 복호화',
  SEOUL_CUP_REFUND_DETAIL_VIEW: '송금 상세 조회',
  SEOUL_CUP_MANUAL_REFILL: '수동 충전',
  SEOUL_CUP_MANUAL_RECEIVING: '수동 입고',
  SEOUL_CUP_MANUAL_STATUS_EDIT: '컵 상태 수동 변경',
  STATISTICS_RC_VIEW: '로봇 통계 조회',
  STATISTICS_RC_MONTHLY_VIEW: '월평균 통계 조회',
  MWC_VIEW: '랄라루프 ID 관리 조회',
  MWC_HISTORY_VIEW: '랄라루프 ID 이력 조회',
};

export interface PermissionInfo {
  permission: Permission;
  /** Korean label for the permission-group screen. */
  label: string;
}

export interface PermissionGroup {
  area: PermissionArea;
  /** Korean area label. */
  label: string;
  permissions: readonly PermissionInfo[];
}

/** spec §6 grouped by area, in the spec's order, with Korean labels (the permission-group screen shows these). */
export const PERMISSION_GROUPS: readonly PermissionGroup[] = (Object.keys(PERMISSIONS_BY_AREA) as PermissionArea[]).map(
  (area) => ({
    area,
    label: AREA_LABELS[area],
    permissions: PERMISSIONS_BY_AREA[area].map((permission) => ({ permission, label: PERMISSION_LABELS[permission] })),
  }),
);

/** The Korean label of a permission (the string itself for one this build does not know). */
export function permissionLabel(permission: string): string {
  return isPermission(permission) ? PERMISSION_LABELS[permission] : permission;
}
