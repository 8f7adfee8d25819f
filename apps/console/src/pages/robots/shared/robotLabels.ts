/**
 * The robot area's Korean words (labels-ko.md), in one module so the list, the form, the exports and the next
 * robot screens say the same thing. Enumeration labels come from the design system's status tables (the badges'
 * own words); the day type, which has no badge, is here.
 */
import {
  DAY_TYPES,
  type DayType,
  type MaterialType,
  type OperationState,
  type RobotGeneration,
} from '@oa/contract/robots';
import {
  materialType,
  robotCapacityStatus,
  robotConnection,
  robotGeneration,
  robotOperationStatus,
  statusLabel,
  statusOptions,
} from '@oa/ui/StatusBadge';

/** The name of each robot field on screen, in filters, in the form and in the EXCEL header. */
export const ROBOT_FIELD_LABELS = {
  machineId: '기기 ID',
  name: '로봇 이름',
  generation: '세대',
  clientId: '고객사',
  address: '주소',
  district: '자치구',
  location: '설치 위치',
  lat: '위도',
  lng: '경도',
  installedAt: '설치일',
  operationState: '운영 상태',
  capacityState: '적재 상태',
  bins: '수거함',
  slot: '슬롯',
  material: '품목',
  capacityLiters: '용량',
  fillPercent: '적재율',
  dayType: '운영 요일',
  openTime: '운영 시작 시각',
  closeTime: '운영 종료 시각',
  online: '연결 상태',
  lastHeartbeatAt: '마지막 통신',
  programVersion: '프로그램 버전',
  aiModelVersion: 'AI 모델 버전',
  memo: '메모',
  createdAt: '등록일',
  q: '검색어',
} as const;

/** spec §3 day type (labels-ko.md: 매일 / 평일). */
export const DAY_TYPE_LABELS: Record<DayType, string> = { EVERYDAY: '매일', WEEKDAY: '평일' };

export interface Option<V extends string = string> {
  value: V;
  label: string;
}

export const generationOptions: Option<RobotGeneration>[] = statusOptions(robotGeneration);
export const operationStateOptions: Option<OperationState>[] = statusOptions(robotOperationStatus);
export const capacityStateOptions = statusOptions(robotCapacityStatus);
export const materialOptions: Option<MaterialType>[] = statusOptions(materialType);
export const dayTypeOptions: Option<DayType>[] = DAY_TYPES.map((value) => ({ value, label: DAY_TYPE_LABELS[value] }));

export const generationLabel = (value: string) => statusLabel(robotGeneration, value);
export const operationStateLabel = (value: string) => statusLabel(robotOperationStatus, value);
export const capacityStateLabel = (value: string) => statusLabel(robotCapacityStatus, value);
export const materialLabel = (value: string) => statusLabel(materialType, value);
export const connectionLabel = (online: boolean) => statusLabel(robotConnection, online ? 'ONLINE' : 'OFFLINE');
