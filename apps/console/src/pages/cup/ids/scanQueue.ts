/**
 * The packing screen's scans (컵 ID 제어), pure: a barcode scanner types a cup ID and Enter, fifty times in quick
 * succession, and every scan must land. Each scan is read (upper case), refused at once when the console already
 * knows why (not a cup ID, already in this box, the same cup still being sent, the box full counting the scans
 * in flight), and otherwise queued: the queue sends one at a time, in the order scanned, so none is dropped and the
 * server sees them as the operator did.
 */
import { BOX_CAPACITY, idNumber } from '@oa/contract/cupLife';
import { upperId } from '../shared/cupFilters';

export type ScanStatus = 'SENDING' | 'PACKED' | 'REFUSED';

export interface Scan {
  /** Unique in the log (the scan's number). */
  key: number;
  cuid: string;
  status: ScanStatus;
  /** Why it was refused (Korean), or null. */
  reason: string | null;
}

export interface BoxSnapshot {
  /** The cups in the box now. */
  inBox: ReadonlySet<string>;
  /** The cups scanned and not yet answered. */
  pending: ReadonlySet<string>;
}

/** Why a scan is refused before it is sent, or null to send it. */
export function scanRefusal(cuid: string, { inBox, pending }: BoxSnapshot): string | null {
  if (idNumber('CUP', cuid) === null) return `'${cuid}'은(는) 컵 ID가 아닙니다 (예: SC00000001).`;
  if (inBox.has(cuid)) return '이미 이 박스에 담긴 컵입니다.';
  if (pending.has(cuid)) return '같은 컵을 방금 스캔했습니다 (처리 중).';
  if (inBox.size + pending.size >= BOX_CAPACITY)
    return `박스가 가득 찼습니다 (${String(BOX_CAPACITY)}개까지 담을 수 있습니다).`;
  return null;
}

/** A scanned text as a cup ID (trimmed, upper case); '' for a blank scan. */
export const scannedId = (text: string) => upperId(text);

/**
 * Runs `run` for each pushed item one after another, in push order. `run` handles its own failures (a rejection
 * is swallowed so the next item still runs). `idle()` resolves once everything pushed so far has run.
 */
export function createSerialQueue<T>(run: (item: T) => Promise<void>) {
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;
  return {
    push(item: T) {
      waiting += 1;
      tail = tail
        .then(() => run(item))
        .catch(() => undefined)
        .finally(() => {
          waiting -= 1;
        });
    },
    /** Items pushed and not yet finished. */
    get size() {
      return waiting;
    },
    idle: () => tail,
  };
}

/** The log with `scan` in front (newest first), at most `limit` entries kept. */
export const logScan = (log: readonly Scan[], scan: Scan, limit = 500): Scan[] => [scan, ...log].slice(0, limit);

/** The log with the scan `key` answered. */
export const answerScan = (log: readonly Scan[], key: number, status: ScanStatus, reason: string | null = null) =>
  log.map((scan) => (scan.key === key ? { ...scan, status, reason } : scan));
