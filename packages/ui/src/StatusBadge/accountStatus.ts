/** The users and clients area's enumerations (docs/areas/users-and-clients.md): Korean labels and badge tones. */
import type { StatusEntry } from './statusTables';

/** A console user's account state (docs/areas/users-and-clients.md): a sign-up waits for approval. */
export const userStatus = {
  PENDING: { label: '승인 대기', tone: 'warning' },
  ACTIVE: { label: '사용 중', tone: 'success' },
  LOCKED: { label: '잠김', tone: 'danger' },
} as const satisfies Record<string, StatusEntry>;

/** A client organisation's kind (domain.md "Who uses it"). */
export const clientType = {
  DISTRICT_OFFICE: { label: '구청', tone: 'brand' },
  PUBLIC_INSTITUTION: { label: '공공기관', tone: 'info' },
  COMPANY: { label: '기업', tone: 'neutral' },
  CAMPUS: { label: '대학', tone: 'success' },
} as const satisfies Record<string, StatusEntry>;
