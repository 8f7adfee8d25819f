/**
 * /cup/seoul-lalaloop-cup-id-history (서울 컵 ID 이력, SEOUL_CUP_LALALOOP_ID_VIEW): the same screen as 컵 ID 이력
 * under the programme's own permission. CupHistoryScreen.
 */
import { CupHistoryScreen } from './CupHistoryScreen';

export { CupHistoryScreen as Component };
