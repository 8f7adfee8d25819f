/**
 * 컵/박스 상태 수동 변경's form: the IDs (pasted, scanned or a range, at most STATE_CHANGE_MAX), the target state and
 * a required reason, checked in Korean before the preview. A preview is good for the inputs it was made from:
 * `changeKey` says whether they changed since. Pure, unit-tested.
 */
import type { BoxState } from '@oa/contract/cup';
import {
  ID_FORMATS,
  LIFE_REASON_MAX,
  MANUAL_BOX_TARGETS,
  MANUAL_CUP_TARGETS,
  STATE_CHANGE_MAX,
  type BoxStateChangeInput,
  type CupStateChangeInput,
  type IdKind,
  type ManualCupTarget,
} from '@oa/contract/cupLife';
import type { FieldErrors } from '../../../app/forms/useForm';
import { parseIdList } from '../shared/idList';
import { reasonProblem } from '../shared/reason';

export interface StateChangeValues {
  ids: string;
  toState: string;
  reason: string;
}

export const EMPTY_STATE_CHANGE: StateChangeValues = { ids: '', toState: '', reason: '' };

/** The states a manual change may set, per kind. */
export const STATE_TARGETS: Record<IdKind, readonly string[]> = { CUP: MANUAL_CUP_TARGETS, BOX: MANUAL_BOX_TARGETS };

export const readIds = (kind: IdKind, values: StateChangeValues) => parseIdList(kind, values.ids, STATE_CHANGE_MAX);

export function validateStateChange(kind: IdKind, values: StateChangeValues): FieldErrors {
  const errors: FieldErrors = {};
  const { ids, problems } = readIds(kind, values);
  if (problems.length > 0) errors.ids = problems.join(' ');
  else if (ids.length === 0) errors.ids = `${ID_FORMATS[kind].word}를 입력해 주세요.`;
  if (!STATE_TARGETS[kind].includes(values.toState)) errors.toState = '바꿀 상태를 선택해 주세요.';
  const reason = reasonProblem(values.reason, '사유', LIFE_REASON_MAX);
  if (reason !== null) errors.reason = reason;
  return errors;
}

export type StateChangeInput = CupStateChangeInput | BoxStateChangeInput;

/** The body of valid values: the IDs as read, the target, the trimmed reason. */
export function stateChangeInput(
  kind: IdKind,
  values: StateChangeValues,
  requestId: string,
  preview: boolean,
): StateChangeInput {
  const common = { ids: readIds(kind, values).ids, reason: values.reason.trim(), requestId, preview };
  return kind === 'CUP'
    ? { ...common, toState: values.toState as ManualCupTarget }
    : { ...common, toState: values.toState as BoxState };
}

/** What a preview was made from: the same key, the same change. */
export const changeKey = (kind: IdKind, values: StateChangeValues) =>
  JSON.stringify([readIds(kind, values).ids, values.toState, values.reason.trim()]);
