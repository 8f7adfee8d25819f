/**
 * Where a cup's life's screens live (part 3). Apart from cupPaths, which the home page loads: these are only the
 * part 3 screens' (the route-permission table in packages/auth names the same paths).
 */
export const CUP_ID_HISTORY_PATH = '/cup/lalaloop-id-history';
export const SEOUL_CUP_ID_HISTORY_PATH = '/cup/seoul-lalaloop-cup-id-history';
/** One cup's history on a history screen (컵 ID 이력 by default). */
export const cupHistoryPath = (cuid: string, base: string = CUP_ID_HISTORY_PATH) =>
  `${base}?cuid=${encodeURIComponent(cuid)}`;
export const WASHING_STATUS_PATH = '/cup/washing-storage-status';
export const DELIVERY_STATUS_PATH = '/cup/delivery-status';
export const CUP_STATE_CHANGE_PATH = '/cup/state-manual-change';
export const BOX_STATE_CHANGE_PATH = '/cup/box-state-manual-change';
