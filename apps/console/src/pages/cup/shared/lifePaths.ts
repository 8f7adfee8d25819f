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
export const CUP_ID_MANAGE_PATH = '/cup/lalaloop-id-manage';
export const CUP_ID_CONTROL_PATH = '/cup/lalaloop-id-control';
export const BOX_ID_MANAGE_PATH = '/cup/box-id-manage';
export const BOX_INQUIRY_PATH = '/cup/box-number-inquiry';
/** The public QR label page, opened on a range of cup IDs or box numbers (`first` to `last`). */
export const qrLabelsPath = (first: string, last: string = first) =>
  `/download-cuid-qrcode?${new URLSearchParams({ first, last }).toString()}`;
/** 박스 번호 조회 of one box; 컵 ID 제어 with one box chosen. */
export const boxInquiryPath = (boxNumber: string) => `${BOX_INQUIRY_PATH}?box=${encodeURIComponent(boxNumber)}`;
export const boxControlPath = (boxNumber: string) => `${CUP_ID_CONTROL_PATH}?box=${encodeURIComponent(boxNumber)}`;
