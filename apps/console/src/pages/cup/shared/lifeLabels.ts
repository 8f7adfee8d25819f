/**
 * A cup's life's words (part 3), apart from cupLabels, which the home page loads: only the part 3 screens read these.
 */
import { boxStatus, cupStatus, statusOptions } from '@oa/ui/StatusBadge';

/** A cup's life (part 3): histories, the washing site, shipments, manual changes. */
export const LIFE_LABELS = {
  cuid: '컵 ID',
  boxNumber: '박스 번호',
  state: '상태',
  cupState: '컵 상태',
  boxState: '박스 상태',
  useCount: '사용 횟수',
  place: '위치',
  change: '상태 변경',
  mode: '구분',
  actor: '처리자',
  reason: '사유',
  at: '일시',
  since: '대기 시작',
  waited: '대기 시간',
  stage: '단계',
  day: '날짜',
  machine: '대여기',
  district: '자치구',
  shipmentState: '배송 상태',
  shippedAt: '출고 일시',
  deliveredAt: '배송 완료 일시',
  cupCount: '컵 수',
} as const;

export const cupStateOptions = statusOptions(cupStatus);
export const boxStateOptions = statusOptions(boxStatus);
