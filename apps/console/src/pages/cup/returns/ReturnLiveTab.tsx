/**
 * 반납기 정보 모니터링's 실시간 tab: return events as return machines see them, from the return events' stream
 * (the last 20 first, then each new one; a dropped connection resumes where it left off), newest first, the
 * newest 100 kept. Filters by district and result (in the URL), the counts since the screen opened, and the
 * connection's state.
 */
import { useEventStream } from '@oa/api';
import { CUP_PATHS, RETURN_RESULTS, type ReturnEvent } from '@oa/contract/cup';
import { Card, StatCard } from '@oa/ui/Card';
import { formatDateTime, formatNumber } from '@oa/ui/format';
import { Stack } from '@oa/ui/Stack';
import { returnResult, StatusBadge } from '@oa/ui/StatusBadge';
import { Timeline, type TimelineEvent } from '@oa/ui/Timeline';
import { useState } from 'react';
import { BoardHeader, districtFilter, useBoardFilters } from '../../../app/live/BoardHeader';
import * as board from '../../../app/live/liveBoard.css';
import { returnResultOptions } from '../shared/cupLabels';
import { cupOf, machineOf } from './returnColumns';
import { addToFeed, countFeed, filterFeed, LIVE_FEED_SIZE } from './returnFeed';

const STREAM_EVENTS = ['return'] as const;

const timelineEvent = (event: ReturnEvent): TimelineEvent => ({
  id: String(event.id),
  time: event.at,
  title: `${machineOf(event)} · ${cupOf(event)}`,
  status: <StatusBadge table={returnResult} value={event.result} />,
  ...(event.reason === '' ? {} : { description: event.reason }),
});

export function ReturnLiveTab() {
  const [feed, setFeed] = useState<readonly ReturnEvent[] | null>(null);
  const stream = useEventStream<ReturnEvent>(CUP_PATHS.returnEventStream, {
    client: 'SEOUL_CUP',
    events: STREAM_EVENTS,
    onEvent: (_name, data) => {
      setFeed((previous) => addToFeed(previous ?? [], data));
    },
  });
  // Connected with nothing sent yet: there is no event at all.
  const events = feed ?? (stream.status === 'open' ? [] : null);

  const filters = useBoardFilters();
  const district = filters.value('district');
  const result = filters.value('result', RETURN_RESULTS) as ReturnEvent['result'] | '';
  const counts = countFeed(events ?? []);
  const shown = filterFeed(events ?? [], { district, result });
  const loading = events === null;

  return (
    <Stack gap="16">
      <BoardHeader
        filters={[
          districtFilter(district, events ?? []),
          { name: 'result', label: '처리 결과', value: result, options: returnResultOptions },
        ]}
        onChange={filters.set}
        status={stream.status}
        onRetry={stream.retry}
      />
      <section aria-label="받은 반납" className={board.summary}>
        <StatCard label="반납 처리" unit="건" value={counts.accepted} loading={loading} />
        <StatCard label="반납 거부" unit="건" value={counts.rejected} loading={loading} />
      </section>
      <Card title="최근 반납" headingLevel={2}>
        <Stack gap="12">
          <p className={board.count}>
            {loading
              ? '반납 기록을 불러오는 중…'
              : `최근 ${formatNumber(LIVE_FEED_SIZE)}건까지 보여 줍니다. 그 전의 기록은 이력에서 찾아 주세요.`}
          </p>
          <Timeline
            label="최근 반납"
            events={shown.map(timelineEvent)}
            formatTime={(time) => formatDateTime(time, { seconds: true })}
            emptyText={
              events === null
                ? '불러오는 중…'
                : events.length === 0
                  ? '아직 반납 기록이 없습니다.'
                  : '조건에 맞는 반납이 없습니다. 자치구나 처리 결과를 바꿔 보세요.'
            }
          />
        </Stack>
      </Card>
    </Stack>
  );
}
