/** /cup/lalaloop-id-history (컵 ID 이력, LALALOOP_ID_DATA_VIEW): a cup's or a range's history. CupHistoryScreen. */
import { CupHistoryScreen } from './CupHistoryScreen';

export { CupHistoryScreen as Component };
