import { describe, expect, it } from 'vitest';
import { answerScan, createSerialQueue, logScan, scannedId, scanRefusal, type Scan } from './scanQueue';

const none = new Set<string>();

describe('scanRefusal', () => {
  it('sends a new cup', () => {
    expect(scanRefusal('SC00000001', { inBox: none, pending: none })).toBeNull();
  });

  it('refuses what is not a cup ID', () => {
    expect(scanRefusal('BX000001', { inBox: none, pending: none })).toBe(
      "'BX000001'은(는) 컵 ID가 아닙니다 (예: SC00000001).",
    );
  });

  it('refuses a cup already in the box, or still being sent', () => {
    expect(scanRefusal('SC00000001', { inBox: new Set(['SC00000001']), pending: none })).toBe(
      '이미 이 박스에 담긴 컵입니다.',
    );
    expect(scanRefusal('SC00000001', { inBox: none, pending: new Set(['SC00000001']) })).toBe(
      '같은 컵을 방금 스캔했습니다 (처리 중).',
    );
  });

  it('refuses the 51st cup, counting the scans in flight', () => {
    const inBox = new Set(Array.from({ length: 30 }, (_, n) => `SC${String(n + 1).padStart(8, '0')}`));
    const pending = new Set(Array.from({ length: 20 }, (_, n) => `SC${String(n + 101).padStart(8, '0')}`));
    expect(scanRefusal('SC00000999', { inBox, pending })).toBe('박스가 가득 찼습니다 (50개까지 담을 수 있습니다).');
  });

  it('reads a scan in upper case', () => {
    expect(scannedId(' sc00000001\n')).toBe('SC00000001');
  });
});

describe('createSerialQueue', () => {
  it('runs 50 quick pushes one at a time, in order, none dropped, past failures', async () => {
    const done: number[] = [];
    let running = 0;
    let most = 0;
    const queue = createSerialQueue(async (n: number) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n % 3));
      running -= 1;
      if (n === 7) throw new Error('refused');
      done.push(n);
    });
    for (let n = 0; n < 50; n += 1) queue.push(n);
    expect(queue.size).toBe(50);
    await queue.idle();
    expect(most).toBe(1);
    expect(done).toEqual(Array.from({ length: 50 }, (_, n) => n).filter((n) => n !== 7));
    expect(queue.size).toBe(0);
  });
});

describe('the scan log', () => {
  it('keeps the newest first and answers a scan by its key', () => {
    const first: Scan = { key: 1, cuid: 'SC00000001', status: 'SENDING', reason: null };
    const second: Scan = { key: 2, cuid: 'SC00000002', status: 'SENDING', reason: null };
    const log = logScan(logScan([], first), second);
    expect(log.map((scan) => scan.key)).toEqual([2, 1]);
    expect(answerScan(log, 1, 'REFUSED', '없는 컵')).toEqual([
      second,
      { ...first, status: 'REFUSED', reason: '없는 컵' },
    ]);
    expect(logScan(log, { ...first, key: 3 }, 2).map((scan) => scan.key)).toEqual([3, 2]);
  });
});
