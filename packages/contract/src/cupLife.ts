/**
 * A cup's life (part 3; docs/areas/cup.md "A cup's life"): cup and box IDs registered in ranges and printed as QR
 * labels, cups packed into boxes (by hand or by a barcode scanner), boxes shipped to rental machines and delivered,
 * the washing site's stages, each cup's and box's history, and the manual state changes only an operator may make.
 * The state machines are here, as data, so the server enforces them and the console previews them with one text.
 * Wire shapes: ./schemas/cupLife.ts.
 */
import type { Static } from 'typebox';
import { BOX_STATES, CUP_STATES, type BoxState, type CupState } from './cup';
import { defineList } from './listFields';
import type {
  BoxDetailSchema,
  BoxEventSchema,
  BoxSchema,
  BoxStateChangeInputSchema,
  CupEventSchema,
  CupHistorySchema,
  CupSchema,
  CupStateChangeInputSchema,
  DiscardCupsInputSchema,
  IdRangeInputSchema,
  IdRangeSchema,
  PackInputSchema,
  PackResultSchema,
  RetireBoxInputSchema,
  ShipInputSchema,
  ShipmentSchema,
  StateChangeResultSchema,
  WashingStatusSchema,
} from './schemas/cupLife';
import { SEOUL_DISTRICT_NAMES } from './seoul';

/** The two kinds of ID: a cup's CUID (`SC00000001`) and a box's number (`BX000001`). */
export const ID_KINDS = ['CUP', 'BOX'] as const;
export type IdKind = (typeof ID_KINDS)[number];
export const ID_FORMATS = {
  CUP: { prefix: 'SC', digits: 8, example: 'SC00000001', word: '컵 ID' },
  BOX: { prefix: 'BX', digits: 6, example: 'BX000001', word: '박스 번호' },
} as const satisfies Record<IdKind, { prefix: string; digits: number; example: string; word: string }>;

/** The `n`-th ID of a kind: idOf('CUP', 1) is `SC00000001`. */
export const idOf = (kind: IdKind, n: number) =>
  `${ID_FORMATS[kind].prefix}${String(n).padStart(ID_FORMATS[kind].digits, '0')}`;
export const cuidOf = (n: number) => idOf('CUP', n);
export const boxNumberOf = (n: number) => idOf('BOX', n);

/** An ID's number, or null when it is not one of the kind (`sc00000001` is read as `SC00000001`). */
export function idNumber(kind: IdKind, id: string): number | null {
  const { prefix, digits } = ID_FORMATS[kind];
  const match = new RegExp(`^${prefix}(\\d{${String(digits)}})$`).exec(id.trim().toUpperCase());
  if (match?.[1] === undefined) return null;
  const n = Number(match[1]);
  return n >= 1 ? n : null;
}

/** The most IDs one registration makes (one range), and the most QR labels one print makes. */
export const ID_RANGE_MAX = { CUP: 10_000, BOX: 1_000 } as const satisfies Record<IdKind, number>;
/** Cups a box holds. */
export const BOX_CAPACITY = 50;
/** The most cups or boxes one manual change (or one discard) moves, in one transaction. */
export const STATE_CHANGE_MAX = 1_000;
/** A manual change's, a discard's or a retirement's reason. */
export const LIFE_REASON_MAX = 200;

export type IdRangeCheck = { ok: true; from: number; to: number; count: number } | { ok: false; message: string };

/** A range from `first` to `last` (both IDs of the kind, in order, at most ID_RANGE_MAX), in Korean when wrong. */
export function checkIdRange(kind: IdKind, first: string, last: string): IdRangeCheck {
  const { word, example } = ID_FORMATS[kind];
  const from = idNumber(kind, first);
  const to = idNumber(kind, last);
  if (from === null || to === null) return { ok: false, message: `${word}는 ${example} 형식으로 입력해 주세요.` };
  if (to < from) return { ok: false, message: '끝 ID가 시작 ID보다 앞입니다.' };
  const count = to - from + 1;
  if (count > ID_RANGE_MAX[kind])
    return { ok: false, message: `한 번에 ${ID_RANGE_MAX[kind].toLocaleString('ko-KR')}개까지 등록할 수 있습니다.` };
  return { ok: true, from, to, count };
}

/** The states' Korean words (the server's refusals and the console's badges, ui cupStatus.ts, say the same). */
export const CUP_STATE_WORDS: Readonly<Record<CupState, string>> = {
  REGISTERED: '등록',
  IN_BOX: '박스 포장',
  SHIPPED: '출고',
  LOADED: '대여기 적재',
  RENTED: '대여 중',
  RETURNED: '반납',
  COLLECTED: '회수',
  WASHING: '세척 중',
  CLEAN: '세척 완료',
  LOST: '분실',
  DISCARDED: '폐기',
};
export const BOX_STATE_WORDS: Readonly<Record<BoxState, string>> = {
  EMPTY: '빈 박스',
  PACKED: '포장 완료',
  SHIPPING: '배송 중',
  DELIVERED: '배송 완료',
  RETURNED: '반송',
};

/**
 * The cup's moves in its ordinary life, made by machines, the crew, the washing site and the packing screen
 * (IN_BOX back to CLEAN or REGISTERED: unpacked).
 */
export const CUP_MOVES: Readonly<Record<CupState, readonly CupState[]>> = {
  REGISTERED: ['IN_BOX'],
  IN_BOX: ['SHIPPED', 'CLEAN', 'REGISTERED'],
  SHIPPED: ['LOADED'],
  LOADED: ['RENTED'],
  RENTED: ['RETURNED'],
  RETURNED: ['COLLECTED'],
  COLLECTED: ['WASHING'],
  WASHING: ['CLEAN'],
  CLEAN: ['IN_BOX'],
  LOST: [],
  DISCARDED: [],
};

/**
 * What a manual change may set a cup to: the washing site's steps, and the moves only an operator makes (LOST,
 * DISCARDED, back to CLEAN). The other states have their own screens, where the cup's place comes with it.
 */
export const MANUAL_CUP_TARGETS = [
  'COLLECTED',
  'WASHING',
  'CLEAN',
  'LOST',
  'DISCARDED',
] as const satisfies readonly CupState[];
export type ManualCupTarget = (typeof MANUAL_CUP_TARGETS)[number];

/** The operator's own moves: a cup is lost anywhere; discarded unless a citizen has it; found or re-checked clean. */
const OPERATOR_CUP_MOVES: Readonly<Record<CupState, readonly CupState[]>> = {
  REGISTERED: ['LOST', 'DISCARDED'],
  IN_BOX: ['LOST', 'DISCARDED'],
  SHIPPED: ['LOST', 'DISCARDED', 'CLEAN'],
  LOADED: ['LOST', 'DISCARDED', 'CLEAN'],
  RENTED: ['LOST'],
  RETURNED: ['LOST', 'DISCARDED', 'CLEAN'],
  COLLECTED: ['LOST', 'DISCARDED', 'CLEAN'],
  WASHING: ['LOST', 'DISCARDED'],
  CLEAN: ['LOST', 'DISCARDED'],
  LOST: ['DISCARDED', 'CLEAN'],
  DISCARDED: [],
};

/** Where a state that a manual change may not set is set instead. */
const CUP_TARGET_SCREENS: Partial<Record<CupState, string>> = {
  REGISTERED: '컵 ID 관리에서 등록합니다',
  IN_BOX: '컵 ID 제어에서 박스에 담습니다',
  SHIPPED: '배송 현황에서 박스를 출고합니다',
  LOADED: '충전 이력의 수동 충전으로 넣습니다',
  RENTED: '대여기에서만 대여됩니다',
  RETURNED: '반납기에서만 반납됩니다',
};

/**
 * Why a cup in state `from` may not move to `to`, in Korean naming the state found, or null when it may. `manual`:
 * an operator's manual change (its targets and moves), otherwise the ordinary life only.
 */
export function cupMoveRefusal(from: CupState, to: CupState, manual: boolean): string | null {
  if (from === to) return `이미 '${CUP_STATE_WORDS[to]}' 상태입니다.`;
  if (from === 'DISCARDED') return '폐기된 컵은 다시 쓸 수 없습니다.';
  if (manual && !(MANUAL_CUP_TARGETS as readonly CupState[]).includes(to))
    return `'${CUP_STATE_WORDS[to]}'(으)로는 수동으로 바꿀 수 없습니다 (${CUP_TARGET_SCREENS[to] ?? '다른 화면에서 바꿉니다'}).`;
  if (CUP_MOVES[from].includes(to) || (manual && OPERATOR_CUP_MOVES[from].includes(to))) return null;
  return `지금 '${CUP_STATE_WORDS[from]}' 상태라 '${CUP_STATE_WORDS[to]}'(으)로 바꿀 수 없습니다.`;
}

/** The box's moves: packed, shipped, delivered, emptied into a machine (RETURNED to the site), EMPTY again. */
export const BOX_MOVES: Readonly<Record<BoxState, readonly BoxState[]>> = {
  EMPTY: ['PACKED'],
  PACKED: ['SHIPPING', 'EMPTY'],
  SHIPPING: ['DELIVERED'],
  DELIVERED: ['RETURNED'],
  RETURNED: ['EMPTY'],
};
/**
 * What a manual change may set a box to: any state of its cycle (boxMoveRefusal decides from which, and with what
 * inside). Written out, not BOX_STATES, so the console's manual-change screen does not pull the enumeration into
 * the cup chunk of the home page's first load.
 */
export const MANUAL_BOX_TARGETS = [
  'EMPTY',
  'PACKED',
  'SHIPPING',
  'DELIVERED',
  'RETURNED',
] as const satisfies readonly BoxState[];

/** States a box may be in only while it holds cups, and states only an empty box may be in. */
const BOX_HOLDS_CUPS: readonly BoxState[] = ['PACKED', 'SHIPPING', 'DELIVERED'];

/**
 * Why a box in state `from` holding `cups` cups may not move to `to`, or null when it may. A manual change may also
 * set an empty box EMPTY from any state (found empty at the site).
 */
export function boxMoveRefusal(from: BoxState, to: BoxState, cups: number, manual: boolean): string | null {
  if (from === to) return `이미 '${BOX_STATE_WORDS[to]}' 상태입니다.`;
  const allowed = BOX_MOVES[from].includes(to) || (manual && to === 'EMPTY');
  if (!allowed) return `지금 '${BOX_STATE_WORDS[from]}' 상태라 '${BOX_STATE_WORDS[to]}'(으)로 바꿀 수 없습니다.`;
  if (BOX_HOLDS_CUPS.includes(to) && cups === 0)
    return `컵이 없는 박스는 '${BOX_STATE_WORDS[to]}'(으)로 바꿀 수 없습니다.`;
  if (!BOX_HOLDS_CUPS.includes(to) && cups > 0)
    return `컵 ${String(cups)}개가 들어 있어 '${BOX_STATE_WORDS[to]}'(으)로 바꿀 수 없습니다 (먼저 컵을 꺼내 주세요).`;
  return null;
}

/** The washing site's stages, in order: received (COLLECTED), washing, clean, packed into boxes at the site. */
export const WASHING_STAGES = ['COLLECTED', 'WASHING', 'CLEAN', 'IN_BOX'] as const satisfies readonly CupState[];
export type WashingStage = (typeof WASHING_STAGES)[number];
export const WASHING_STAGE_WORDS: Readonly<Record<WashingStage, string>> = {
  COLLECTED: '입고',
  WASHING: '세척 중',
  CLEAN: '세척 완료',
  IN_BOX: '포장',
};
/** Days the washing status looks back, and the cups waiting longest it names. */
export const WASHING_DAYS_MAX = 31;
export const WASHING_WAITING_LIMIT = 20;

/** A shipment is on its way or arrived. */
export const SHIPMENT_STATES = ['SHIPPING', 'DELIVERED'] as const satisfies readonly BoxState[];
export type ShipmentState = (typeof SHIPMENT_STATES)[number];
/** Where boxes start: the washing site. */
export const WASHING_SITE = '세척장';

const cupPath = (cuid: string) => `/v1/cups/${encodeURIComponent(cuid)}`;
const boxPath = (boxNumber: string) => `/v1/boxes/${encodeURIComponent(boxNumber)}`;

export const CUP_LIFE_PATHS = {
  /** GET the ranges of both kinds (ID_RANGE_LIST). */
  idRanges: '/v1/id-ranges',
  /**
   * POST IdRangeInput: a range registered (REGISTERED cups or EMPTY boxes), a path per kind since each kind has its
   * own permission (the body's `kind` must match).
   */
  registerIdRange: (kind: IdKind) => (kind === 'CUP' ? '/v1/id-ranges/cups' : '/v1/id-ranges/boxes'),
  /** GET cups (CUP_LIST); `cuid` with gte and lte for a range (two filters). */
  cups: '/v1/cups',
  /** GET a cup and its whole history (CupHistory). */
  cup: cupPath,
  /** GET cup events (CUP_EVENT_LIST): the history of many cups (a range), newest first. */
  cupEvents: '/v1/cup-events',
  /** POST DiscardCupsInput: cups DISCARDED with a reason (the ID screen's 폐기). */
  discardCups: '/v1/cups/discard',
  /** POST CupStateChangeInput: a manual change of up to STATE_CHANGE_MAX cups, previewed or applied. */
  cupStateChanges: '/v1/cups/state-changes',
  /** GET boxes (BOX_LIST). */
  boxes: '/v1/boxes',
  /** GET a box: its cups, history and trips (BoxDetail). */
  box: boxPath,
  /** POST PackInput: one cup into the box (a scan). */
  boxCups: (boxNumber: string) => `${boxPath(boxNumber)}/cups`,
  /** DELETE: one cup out of the box. */
  boxCup: (boxNumber: string, cuid: string) => `${boxPath(boxNumber)}/cups/${encodeURIComponent(cuid)}`,
  /** POST RetireBoxInput: an empty box out of service. */
  retireBox: (boxNumber: string) => `${boxPath(boxNumber)}/retire`,
  /** POST BoxStateChangeInput. */
  boxStateChanges: '/v1/boxes/state-changes',
  /** GET shipments (SHIPMENT_LIST); POST ShipInput: a packed box leaves for a rental machine. */
  shipments: '/v1/shipments',
  /** POST: the shipment arrived (the box DELIVERED). */
  deliverShipment: (id: number) => `/v1/shipments/${String(id)}/deliver`,
  /** GET the washing site now and per day (`days`, at most WASHING_DAYS_MAX). */
  washingStatus: '/v1/washing-site/status',
} as const;

/** GET /seoul-cup/v1/id-ranges: newest first. */
export const ID_RANGE_LIST = defineList({
  fields: {
    kind: { type: 'enum', values: ID_KINDS },
    createdAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'createdAt',
});

/** GET /seoul-cup/v1/cups: `cuid` (a range: `cuid:gte:…` and `cuid:lte:…`), state, the box it is in, last changed. */
export const CUP_LIST = defineList({
  fields: {
    cuid: { type: 'text', sortable: true },
    state: { type: 'enum', values: CUP_STATES },
    boxNumber: { type: 'text' },
    updatedAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'updatedAt',
});

/** GET /seoul-cup/v1/cup-events: many cups' history, newest first. */
export const CUP_EVENT_LIST = defineList({
  fields: {
    cuid: { type: 'text' },
    toState: { type: 'enum', values: CUP_STATES },
    manual: { type: 'boolean' },
    at: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'at',
});

/** GET /seoul-cup/v1/boxes. */
export const BOX_LIST = defineList({
  fields: {
    boxNumber: { type: 'text', sortable: true },
    state: { type: 'enum', values: BOX_STATES },
    retired: { type: 'boolean' },
    updatedAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'updatedAt',
});

/** GET /seoul-cup/v1/shipments: newest first; `machineId`, `district`: the destination's. */
export const SHIPMENT_LIST = defineList({
  fields: {
    state: { type: 'enum', values: SHIPMENT_STATES },
    boxNumber: { type: 'text' },
    machineId: { type: 'text' },
    district: { type: 'enum', values: SEOUL_DISTRICT_NAMES },
    shippedAt: { type: 'timestamp', sortable: true },
  },
  defaultSort: 'shippedAt',
});

export type IdRange = Static<typeof IdRangeSchema>;
export type IdRangeInput = Static<typeof IdRangeInputSchema>;
export type Cup = Static<typeof CupSchema>;
export type CupEvent = Static<typeof CupEventSchema>;
export type CupHistory = Static<typeof CupHistorySchema>;
export type DiscardCupsInput = Static<typeof DiscardCupsInputSchema>;
export type CupStateChangeInput = Static<typeof CupStateChangeInputSchema>;
export type BoxStateChangeInput = Static<typeof BoxStateChangeInputSchema>;
export type StateChangeResult = Static<typeof StateChangeResultSchema>;
export type Box = Static<typeof BoxSchema>;
export type BoxEvent = Static<typeof BoxEventSchema>;
export type BoxDetail = Static<typeof BoxDetailSchema>;
export type PackInput = Static<typeof PackInputSchema>;
export type PackResult = Static<typeof PackResultSchema>;
export type RetireBoxInput = Static<typeof RetireBoxInputSchema>;
export type Shipment = Static<typeof ShipmentSchema>;
export type ShipInput = Static<typeof ShipInputSchema>;
export type WashingStatus = Static<typeof WashingStatusSchema>;
