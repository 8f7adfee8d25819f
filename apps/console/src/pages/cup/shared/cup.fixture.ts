/**
 * Story support (not part of the app): the cup programme's rows as SEOUL_CUP answers them, with fixed times
 * (2026-11-22 Seoul), so every story draws the same picture.
 */
import {
  levelBand,
  type CupMachine,
  type CupMachineKind,
  type CupSummary,
  type MachineAlert,
  type Rental,
  type ReturnEvent,
} from '@oa/contract/cup';
import type {
  Reconciliation,
  ReconciliationDay,
  Refill,
  Refund,
  RefundDetail,
  RefundEvent,
  RefundQuote,
  RemittanceBatch,
  Retrieval,
} from '@oa/contract/cupMoney';
import type { SeoulDistrictName } from '@oa/contract/seoul';

const DISTRICTS: SeoulDistrictName[] = ['강남구', '마포구', '종로구', '송파구', '서초구'];
const CODES = ['GN', 'MP', 'JN', 'SP', 'SC'];
/** Each district's office, where its machines cluster (a little apart from each other). */
const CENTRES: [number, number][] = [
  [37.5172, 127.0473],
  [37.5663, 126.9019],
  [37.5735, 126.979],
  [37.5145, 127.1059],
  [37.4837, 127.0324],
];
const at = (minutesAgo: number) => new Date(Date.UTC(2026, 10, 22, 0, 0) - minutesAgo * 60_000).toISOString();

export function machineFixture(kind: CupMachineKind, index: number, overrides: Partial<CupMachine> = {}): CupMachine {
  const district = DISTRICTS[index % DISTRICTS.length] ?? '강남구';
  const capacity = 300 + (index % 3) * 50;
  const level =
    kind === 'RENTAL' ? ([240, 45, 0, 180, 120][index % 5] ?? 100) : ([60, 290, 400, 120, 30][index % 5] ?? 100);
  const online = index % 7 !== 6;
  return {
    machineId: `${kind === 'RENTAL' ? 'RENT' : 'RTRN'}-${CODES[index % CODES.length] ?? 'GN'}-${String(index + 1).padStart(3, '0')}`,
    kind,
    name: `${district} ${['주민센터', '역 광장', '구립도서관'][index % 3] ?? ''} ${kind === 'RENTAL' ? '대여기' : '반납기'}`,
    address: `서울특별시 ${district} 한빛로 ${String(10 + index)}`,
    district,
    lat: (CENTRES[index % CENTRES.length]?.[0] ?? 37.5) + ((index % 3) - 1) * 0.006,
    lng: (CENTRES[index % CENTRES.length]?.[1] ?? 127.03) + ((Math.floor(index / 5) % 3) - 1) * 0.008,
    installedAt: '2025-03-02',
    state: index % 9 === 4 ? 'CHECK' : 'NORMAL',
    level: Math.min(level, capacity),
    capacity,
    levelBand: levelBand(Math.min(level, capacity), capacity),
    online,
    lastHeartbeatAt: online ? at(index % 3) : at(600),
    openAlerts: index % 5 === 1 || index % 5 === 2 ? 1 : 0,
    memo: '',
    revision: 1,
    createdAt: at(60 * 24 * (30 + index)),
    updatedAt: at(60),
    ...overrides,
  };
}

export const RENTAL_MACHINES = Array.from({ length: 14 }, (_, index) => machineFixture('RENTAL', index));
export const RETURN_MACHINES = Array.from({ length: 9 }, (_, index) => machineFixture('RETURN', index));

type AlertRow = [string, CupMachineKind, MachineAlert['kind'], string, string | null, string | null];
const ALERT_ROWS: AlertRow[] = [
  ['RENT-MP-002', 'RENTAL', 'LOW_STOCK', '재고 45개', null, null],
  ['RENT-JN-003', 'RENTAL', 'EMPTY', '재고 0개', null, null],
  ['RTRN-JN-003', 'RETURN', 'FULL', '적재 400개', null, '박서울'],
  ['RENT-SC-007', 'RENTAL', 'OFFLINE', '하트비트 없음', null, null],
  ['RENT-GN-011', 'RENTAL', 'JAM', '배출구 걸림', at(300), '박서울'],
];
export const MACHINE_ALERTS: MachineAlert[] = ALERT_ROWS.map(
  ([machineId, machineKind, kind, detail, clearedAt, by], index) => ({
    id: 500 - index,
    machineId,
    machineKind,
    machineName: `${DISTRICTS[index] ?? '강남구'} 주민센터 ${machineKind === 'RENTAL' ? '대여기' : '반납기'}`,
    district: DISTRICTS[index] ?? '강남구',
    kind,
    detail,
    raisedAt: at(20 + index * 45),
    clearedAt,
    acknowledgedAt: by === null ? null : at(10 + index * 45),
    acknowledgedBy: by,
  }),
);

/** 24 rentals, one every 50 minutes back; every fourth still out, the oldest of those overdue. */
export const RENTALS: Rental[] = Array.from({ length: 24 }, (_, index) => {
  const out = index % 4 === 3;
  const rentedAt = at(index * 50 + (out ? 60 * 24 * 8 : 0));
  const due = new Date(new Date(rentedAt).getTime() + 7 * 24 * 3_600_000).toISOString();
  return {
    id: 9000 - index,
    cuid: `SC${String(1200 + index).padStart(8, '0')}`,
    memberId: 300 + index,
    phoneMasked: `010-****-${String(1000 + index * 37).slice(-4)}`,
    rentalMachineId: `RENT-${CODES[index % CODES.length] ?? 'GN'}-00${String((index % 5) + 1)}`,
    rentalMachineName: `${DISTRICTS[index % DISTRICTS.length] ?? ''} 주민센터 대여기`,
    depositKrw: 1000,
    rentedAt,
    dueAt: due,
    returnedAt: out ? null : at(index * 50 - 30),
    returnMachineId: out ? null : `RTRN-${CODES[(index + 1) % CODES.length] ?? 'GN'}-001`,
    state: out ? 'EXPIRED' : 'RETURNED',
    overdue: out,
    extensions: 0,
  };
});
export const OVERDUE_RENTALS = RENTALS.filter((rental) => rental.overdue);

/** 30 return events, one every 3 minutes back; every seventh refused (unreadable, damaged…). */
export const RETURN_EVENTS: ReturnEvent[] = Array.from({ length: 30 }, (_, index) => {
  const refused = index % 7 === 3;
  return {
    id: 7000 - index,
    machineId: `RTRN-${CODES[index % CODES.length] ?? 'GN'}-00${String((index % 3) + 1)}`,
    machineName: `${DISTRICTS[index % DISTRICTS.length] ?? ''} 주민센터 반납기`,
    district: DISTRICTS[index % DISTRICTS.length] ?? '강남구',
    cuid: refused && index % 2 === 1 ? null : `SC${String(2400 + index).padStart(8, '0')}`,
    rentalId: refused ? null : 8800 - index,
    result: refused ? 'REJECTED' : 'ACCEPTED',
    reason: refused ? (index % 2 === 1 ? '인식할 수 없는 컵' : '파손된 컵') : '',
    at: at(index * 3),
  };
});

/** The home page's counts (GET /seoul-cup/v1/summary) on the stories' day. */
export const CUP_SUMMARY: CupSummary = {
  rentalMachinesOffline: 3,
  returnMachinesOffline: 1,
  lowStockAlerts: 12,
  returnMachinesFull: 4,
  rentalsToday: 1284,
  returnsToday: 1197,
  overdue: 37,
  day: '2026-11-22',
};

const plus = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();
const FIXTURE_BANKS = ['KB국민은행', '신한은행', '우리은행', '카카오뱅크', 'NH농협은행'];

/**
 * The refunds of the returned rentals but the newest (newest first): the newest still requested, the next with the bank, a
 * wrong account and a bank closed for the night refused; the rest sent, one text message failed, two entered by
 * hand.
 */
export const REFUNDS: Refund[] = RENTALS.filter((rental, index) => index > 0 && rental.returnedAt !== null).map(
  (rental, index) => {
    const requestedAt = plus(rental.returnedAt ?? rental.rentedAt, 1);
    const state =
      index === 0 ? 'REQUESTED' : index === 1 ? 'PROCESSING' : index === 2 || index === 7 ? 'FAILED' : 'COMPLETED';
    const completed = state === 'COMPLETED';
    const messageState = completed ? (index === 5 ? 'FAILED' : 'SENT') : 'PENDING';
    return {
      id: 4000 - index,
      rentalId: rental.id,
      cuid: rental.cuid,
      memberId: rental.memberId,
      phoneMasked: rental.phoneMasked,
      amountKrw: 1000,
      bank: FIXTURE_BANKS[index % FIXTURE_BANKS.length] ?? 'KB국민은행',
      accountMasked: `****-****-${String(4821 + index * 113).slice(-4)}`,
      state,
      failureCode: index === 2 ? 'WRONG_ACCOUNT' : index === 7 ? 'BANK_CLOSED' : null,
      failure: index === 2 ? '계좌번호가 올바르지 않습니다.' : index === 7 ? '은행 점검 시간입니다. (23:30~00:30)' : '',
      attempts: state === 'REQUESTED' ? 0 : index === 7 ? 2 : 1,
      requestedAt,
      completedAt: completed ? plus(requestedAt, 3) : null,
      messageState,
      messageSentAt: messageState === 'SENT' ? plus(requestedAt, 4) : null,
      manual: index === 4 || index === 9,
    };
  },
);

/** The list as a caller without SEOUL_CUP_REFUND_MESSAGE_VIEW reads it. */
export const REFUNDS_WITHOUT_MESSAGES: Refund[] = REFUNDS.map((refund) => ({
  ...refund,
  messageState: null,
  messageSentAt: null,
}));

/** The row at `index` of a fixture that has it. */
function row<T>(rows: readonly T[], index: number): T {
  const found = rows[index];
  if (found === undefined) throw new Error(`no fixture row ${String(index)}`);
  return found;
}
const refundAt = (index: number) => row(REFUNDS, index);
const rentalOf = (refund: Refund) => RENTALS.find((rental) => rental.id === refund.rentalId) ?? row(RENTALS, 0);

/** A refund's story as GET /v1/refunds/:id answers it (events oldest first). */
export function refundDetailFixture(refund: Refund, events: RefundEvent[]): RefundDetail {
  const rental = rentalOf(refund);
  return {
    refund,
    rental: {
      id: rental.id,
      state: refund.state === 'COMPLETED' ? 'REFUNDED' : rental.state,
      depositKrw: rental.depositKrw,
      rentedAt: rental.rentedAt,
      rentalMachineId: rental.rentalMachineId,
      returnedAt: rental.returnedAt,
      returnMachineId: rental.returnMachineId,
    },
    transactionId: refund.state === 'COMPLETED' ? `TX-20261122-${String(refund.id)}` : null,
    events,
  };
}

const event = (
  id: number,
  kind: RefundEvent['kind'],
  at: string,
  detail = '',
  actor: string | null = null,
  batchId: number | null = null,
): RefundEvent => ({
  id,
  kind,
  batchId,
  detail,
  actor,
  at,
});

/** A refund sent, its text message failed once and was sent again by an operator. */
export const COMPLETED_REFUND_DETAIL: RefundDetail = (() => {
  const refund = { ...refundAt(5), messageState: 'SENT' as const, messageSentAt: plus(refundAt(5).requestedAt, 30) };
  const at = refund.requestedAt;
  return refundDetailFixture(refund, [
    event(1, 'REQUESTED', at, '반납기 반납 확인'),
    event(2, 'TRANSFER_STARTED', plus(at, 1), '', null, 812),
    event(3, 'TRANSFER_COMPLETED', plus(at, 3), `${refund.bank} ${refund.accountMasked}`, null, 812),
    event(4, 'MESSAGE_FAILED', plus(at, 4), '수신 거부 번호'),
    event(5, 'MESSAGE_RESENT', plus(at, 30), '고객 요청으로 재발송', '박서울'),
  ]);
})();

/** A refund the bank refused (a wrong account). */
export const FAILED_REFUND_DETAIL: RefundDetail = (() => {
  const refund = refundAt(2);
  const at = refund.requestedAt;
  return refundDetailFixture(refund, [
    event(11, 'REQUESTED', at, '반납기 반납 확인'),
    event(12, 'TRANSFER_STARTED', plus(at, 1), '', null, 813),
    event(13, 'TRANSFER_FAILED', plus(at, 2), refund.failure, null, 813),
  ]);
})();

/** A refund with the bank now (the page polls it). */
export const PROCESSING_REFUND_DETAIL: RefundDetail = (() => {
  const refund = refundAt(1);
  const at = refund.requestedAt;
  return refundDetailFixture(refund, [
    event(21, 'REQUESTED', at, '반납기 반납 확인'),
    event(22, 'TRANSFER_STARTED', plus(at, 1), '', null, 814),
  ]);
})();

/** A returned rental the automatic flow missed (the newest: no refund of REFUNDS is its). */
export const REFUNDABLE_RENTAL = row(RENTALS, 0);

/** What a returned rental with nothing requested is owed: its whole deposit; the app has the member's account. */
export const OWED_QUOTE: RefundQuote = {
  rentalId: REFUNDABLE_RENTAL.id,
  cuid: REFUNDABLE_RENTAL.cuid,
  phoneMasked: REFUNDABLE_RENTAL.phoneMasked,
  state: 'RETURNED',
  depositKrw: 1000,
  owedKrw: 1000,
  returnedAt: REFUNDABLE_RENTAL.returnedAt,
  blocked: null,
  refundId: null,
  memberBank: '신한은행',
  memberAccountMasked: '****-****-7710',
};

/** A rental whose refund was requested already: nothing is owed, and why. */
export const BLOCKED_QUOTE: RefundQuote = {
  ...OWED_QUOTE,
  owedKrw: 0,
  blocked: '이미 환급이 요청된 대여입니다.',
  refundId: refundAt(3).id,
  memberBank: null,
  memberAccountMasked: null,
};

/** The last 30 Seoul days to the stories' day, each day's deposits accounted for. */
const RECONCILED_DAYS: ReconciliationDay[] = Array.from({ length: 30 }, (_, index) => {
  const day = new Date(Date.UTC(2026, 9, 24 + index)).toISOString().slice(0, 10);
  const rentals = 1100 + ((index * 37) % 200);
  const held = index >= 23 ? (index - 22) * 15 : 0;
  const forfeited = index < 23 ? 8 + (index % 5) : 0;
  return {
    day,
    rentals,
    takenKrw: rentals * 1000,
    refundedKrw: (rentals - held - forfeited) * 1000,
    heldKrw: held * 1000,
    forfeitedKrw: forfeited * 1000,
    differenceKrw: 0,
  };
});

const reconciliation = (days: ReconciliationDay[]): Reconciliation => {
  const sum = (key: keyof Omit<ReconciliationDay, 'day' | 'rentals' | 'mismatches'>) =>
    days.reduce((total, day) => total + day[key], 0);
  return {
    from: days[0]?.day ?? '2026-10-24',
    to: days.at(-1)?.day ?? '2026-11-22',
    days,
    mismatched: days.filter((day) => day.differenceKrw !== 0).length,
    totals: {
      takenKrw: sum('takenKrw'),
      refundedKrw: sum('refundedKrw'),
      heldKrw: sum('heldKrw'),
      forfeitedKrw: sum('forfeitedKrw'),
      differenceKrw: sum('differenceKrw'),
    },
  };
};

/** Every day agrees. */
export const RECONCILIATION: Reconciliation = reconciliation(RECONCILED_DAYS);

/** Two days whose refunds do not add up (a remittance recorded twice, one missing). */
export const MISMATCHED_RECONCILIATION: Reconciliation = reconciliation(
  RECONCILED_DAYS.map((day, index) =>
    index === 12
      ? { ...day, refundedKrw: day.refundedKrw + 2000, differenceKrw: -2000 }
      : index === 25
        ? { ...day, refundedKrw: day.refundedKrw - 1000, differenceKrw: 1000 }
        : day,
  ),
);

/**
 * Books whose days add up while rentals do not: a rental marked refunded without its refund and a held one whose
 * refund went out, on the same day (they cancel out in the day's sums), and a batch whose total is off.
 */
export const NAMED_MISMATCHES: Reconciliation = {
  ...reconciliation(RECONCILED_DAYS),
  mismatched: 1,
  mismatchCount: 3,
  mismatches: [
    {
      kind: 'REFUNDED_WITHOUT_REFUND',
      rentalId: 48_213,
      refundId: null,
      batchId: null,
      day: '2026-11-05',
      expected: 1000,
      actual: 0,
      message: '환급 완료로 표시된 대여에 완료된 환급이 없습니다.',
    },
    {
      kind: 'REFUND_NOT_MARKED',
      rentalId: 48_377,
      refundId: 21_904,
      batchId: null,
      day: '2026-11-05',
      expected: 1000,
      actual: 1000,
      message: '환급이 완료되었는데 대여가 환급 완료로 표시되지 않았습니다.',
    },
    {
      kind: 'BATCH_AMOUNT_DIFFERS',
      rentalId: null,
      refundId: null,
      batchId: 807,
      day: null,
      expected: 31_000,
      actual: 30_000,
      message: '송금 묶음의 송금액이 완료된 환급의 합과 다릅니다.',
    },
  ],
};

/** Remittance batches every 30 minutes back; the newest still with the bank. */
export const REMITTANCE_BATCHES: RemittanceBatch[] = Array.from({ length: 12 }, (_, index) => {
  const count = 20 + ((index * 7) % 25);
  const failed = index === 0 ? 0 : index % 4 === 2 ? 2 : index % 5 === 3 ? 1 : 0;
  const completed = index === 0 ? 0 : count - failed;
  return {
    id: 814 - index,
    startedAt: at(index * 30 + 5),
    finishedAt: index === 0 ? null : at(index * 30 + 3),
    count,
    completed,
    failed,
    amountKrw: count * 1000,
    remittedKrw: completed * 1000,
  };
});

/** The CUIDs a refill loaded (for one refill's detail). */
const cuidsFrom = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => `SC${String(first + index).padStart(8, '0')}`);

/** Refills of rental machines, one every 40 minutes back; every fourth entered by hand. */
export const REFILLS: Refill[] = Array.from({ length: 16 }, (_, index) => {
  const manual = index % 4 === 1;
  const count = 40 + ((index * 13) % 60);
  return {
    id: 6100 - index,
    machineId: `RENT-${CODES[index % CODES.length] ?? 'GN'}-00${String((index % 5) + 1)}`,
    machineName: `${DISTRICTS[index % DISTRICTS.length] ?? ''} 주민센터 대여기`,
    district: DISTRICTS[index % DISTRICTS.length] ?? '강남구',
    boxNumber: index % 3 === 2 ? null : `BX${String(120 + index).padStart(6, '0')}`,
    count,
    levelBefore: (index * 17) % 60,
    manual,
    actor: manual ? '박서울' : null,
    reason: manual ? '대여기 재고 없음 민원' : '',
    at: at(index * 40 + 7),
    cuids: [],
  };
});

/** One refill as GET /v1/refills/:id answers it: with its cups. */
export const refillWithCups = (refill: Refill): Refill => ({
  ...refill,
  cuids: cuidsFrom(30_000 + (6100 - refill.id) * 100, refill.count),
});

/** Return machines emptied by the crew, and two receivings entered by hand at the washing site. */
export const RETRIEVALS: Retrieval[] = Array.from({ length: 14 }, (_, index) => {
  const manual = index % 5 === 2;
  return {
    id: 7300 - index,
    machineId: `RTRN-${CODES[index % CODES.length] ?? 'GN'}-00${String((index % 3) + 1)}`,
    machineName: `${DISTRICTS[index % DISTRICTS.length] ?? ''} 주민센터 반납기`,
    district: DISTRICTS[index % DISTRICTS.length] ?? '강남구',
    count: 80 + ((index * 29) % 240),
    manual,
    actor: manual ? '박서울' : null,
    reason: manual ? '반납기 통신 장애로 비움 미보고' : '',
    at: at(index * 55 + 12),
  };
});
