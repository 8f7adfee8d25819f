/**
 * /cup/state-manual-change (컵 상태 수동 변경, SEOUL_CUP_STATUS_VIEW; the change needs manualStatusEdit): cups to
 * 회수, 세척 중, 세척 완료, 분실 or 폐기 (MANUAL_CUP_TARGETS), previewed first. StateChangeScreen.
 */
import { StateChangeScreen } from './StateChangeScreen';

export function CupStateChangePage() {
  return <StateChangeScreen kind="CUP" />;
}

export { CupStateChangePage as Component };
