/**
 * /cup/box-state-manual-change (박스 상태 수동 변경, SEOUL_CUP_STATUS_VIEW; the change needs manualStatusEdit): boxes
 * to any box state the box's life allows (a box found empty may always become 빈 박스), previewed first.
 * StateChangeScreen.
 */
import { StateChangeScreen } from './StateChangeScreen';

export function BoxStateChangePage() {
  return <StateChangeScreen kind="BOX" />;
}

export { BoxStateChangePage as Component };
