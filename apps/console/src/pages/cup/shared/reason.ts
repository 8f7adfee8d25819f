/**
 * The reason every manual change of the programme's money and crew work asks for (수동 환급, 수동 충전, 수동 입고):
 * required, up to CREW_REASON_MAX characters, sent trimmed; the server keeps it in the audit record.
 */
import { CREW_REASON_MAX } from '@oa/contract/cupMoney';

export { CREW_REASON_MAX as REASON_MAX };

/** The Korean problem of a reason, or null (`max`: a cup's life's LIFE_REASON_MAX where it differs). */
export function reasonProblem(reason: string, label = '사유', max: number = CREW_REASON_MAX): string | null {
  const text = reason.trim();
  if (text === '') return `${label}를 입력해 주세요.`;
  if (text.length > max) return `${label}는 ${String(max)}자까지 입력할 수 있습니다.`;
  return null;
}
