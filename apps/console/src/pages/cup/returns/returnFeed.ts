/**
 * The live return feed's rules as plain functions: events kept newest first (at most LIVE_FEED_SIZE, each once,
 * whatever order they arrive in), what the screen's filters show, and the counts since the screen opened.
 */
import type { ReturnEvent } from '@oa/contract/cup';

/** The events the live tab keeps (older ones are in 이력). */
export const LIVE_FEED_SIZE = 100;

const newestFirst = (a: ReturnEvent, b: ReturnEvent) => b.at.localeCompare(a.at) || b.id - a.id;

/** The feed with `event` in its place; one already there (a resent one after a reconnect) is not added twice. */
export function addToFeed(feed: readonly ReturnEvent[], event: ReturnEvent): readonly ReturnEvent[] {
  if (feed.some((known) => known.id === event.id)) return feed;
  return [...feed, event].sort(newestFirst).slice(0, LIVE_FEED_SIZE);
}

export interface FeedFilter {
  district: string;
  result: ReturnEvent['result'] | '';
}

export const filterFeed = (feed: readonly ReturnEvent[], filter: FeedFilter) =>
  feed.filter(
    (event) =>
      (filter.district === '' || event.district === filter.district) &&
      (filter.result === '' || event.result === filter.result),
  );

export interface FeedCounts {
  accepted: number;
  rejected: number;
}

export const countFeed = (feed: readonly ReturnEvent[]): FeedCounts => ({
  accepted: feed.filter((event) => event.result === 'ACCEPTED').length,
  rejected: feed.filter((event) => event.result === 'REJECTED').length,
});
