/**
 * The client area's Korean words (labels-ko.md) and paths, in one module so the lists, the forms, the exports and
 * the edit page say the same thing. The client type's words are the badge's own (ui statusTables `clientType`).
 */
import { CLIENT_TYPES } from '@oa/api';
import { clientType, statusLabel } from '@oa/ui/StatusBadge';

/** The name of each client field on screen, in filters, in the form and in the EXCEL header. */
export const CLIENT_FIELD_LABELS = {
  uid: '고객사 ID',
  name: '고객사 이름',
  type: '유형',
  businessNumber: '사업자등록번호',
  contactName: '담당자',
  contactPhone: '담당자 연락처',
  district: '자치구',
  parentId: '상위 고객사',
  robots: '로봇',
  admins: '관리자',
  children: '하위 고객사',
  createdAt: '등록일',
  q: '검색어',
} as const;

export interface Option {
  value: string;
  label: string;
}

export const clientTypeLabel = (type: string) => statusLabel(clientType, type);
export const clientTypeOptions: Option[] = CLIENT_TYPES.map((value) => ({ value, label: clientTypeLabel(value) }));
