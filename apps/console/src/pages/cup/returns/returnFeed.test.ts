import { describe, expect, it } from 'vitest';
import type { ReturnEvent } from '@oa/contract/cup';
import { addToFeed, countFeed, filterFeed, LIVE_FEED_SIZE } from './returnFeed';

const event = (id: number, overrides: Partial<ReturnEvent> = {}): ReturnEvent => ({
  id,
  machineId: 'RTRN-GN-001',
  machineName: '강남구청 반납기',
  district: '강남구',
  cuid: `SC${String(id).padStart(8, '0')}`,
  rentalId: id,
  result: 'ACCEPTED',
  reason: '',
  at: new Date(Date.UTC(2026, 10, 22, 0, 0, id)).toISOString(),
  ...overrides,
});

describe('the live return feed', () => {
  it('keeps the events newest first, each once, whatever order they arrive in', () => {
    let feed = addToFeed([], event(2));
    feed = addToFeed(feed, event(1));
    feed = addToFeed(feed, event(3));
    feed = addToFeed(feed, event(2));
    expect(feed.map((item) => item.id)).toEqual([3, 2, 1]);
  });

  it(`keeps the newest ${String(LIVE_FEED_SIZE)}`, () => {
    let feed: readonly ReturnEvent[] = [];
    for (let id = 1; id <= LIVE_FEED_SIZE + 5; id += 1) feed = addToFeed(feed, event(id));
    expect(feed).toHaveLength(LIVE_FEED_SIZE);
    expect(feed.at(-1)?.id).toBe(6);
  });

  it('filters by district and result, and counts what was taken back and refused', () => {
    const feed = [
      event(3, { result: 'REJECTED', cuid: null, reason: '이물질' }),
      event(2, { district: '마포구' }),
      event(1),
    ];
    expect(filterFeed(feed, { district: '강남구', result: '' }).map((item) => item.id)).toEqual([3, 1]);
    expect(filterFeed(feed, { district: '', result: 'REJECTED' }).map((item) => item.id)).toEqual([3]);
    expect(countFeed(feed)).toEqual({ accepted: 2, rejected: 1 });
  });
});
