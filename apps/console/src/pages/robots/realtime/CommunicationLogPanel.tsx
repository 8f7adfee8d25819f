/**
 * The last lines of one robot's communication log on the realtime screen, newest first: what the stream's `log`
 * events and the commands' answers bring, after the lines already stored (when the user may read the log).
 */
import type { RobotLogEntry } from '@oa/api';
import { Card } from '@oa/ui/Card';
import { formatDateTime } from '@oa/ui/format';
import { Inline } from '@oa/ui/Stack';
import { commandResult, robotLogType, StatusBadge } from '@oa/ui/StatusBadge';
import { Timeline, type TimelineEvent } from '@oa/ui/Timeline';
import type { ReactNode } from 'react';

export interface CommunicationLogPanelProps {
  lines: readonly RobotLogEntry[];
  /** A link to the whole log of this robot (when the user may open it). */
  action?: ReactNode;
}

const event = (line: RobotLogEntry): TimelineEvent => ({
  id: String(line.id),
  time: line.at,
  title: line.message,
  status: (
    <Inline gap="4">
      <StatusBadge table={robotLogType} value={line.type} />
      {line.result !== null && <StatusBadge table={commandResult} value={line.result} />}
    </Inline>
  ),
  ...(line.actorName === null ? {} : { actor: line.actorName }),
});

export function CommunicationLogPanel({ lines, action }: CommunicationLogPanelProps) {
  return (
    <Card title="통신 로그" headingLevel={2} actions={action}>
      <Timeline
        label="최근 통신 로그"
        events={lines.map(event)}
        formatTime={(time) => formatDateTime(time, { seconds: true })}
        labels={{ actor: '보낸 사람' }}
        emptyText="아직 통신 기록이 없습니다."
      />
    </Card>
  );
}
