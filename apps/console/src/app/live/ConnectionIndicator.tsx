/**
 * The state of a live screen's connection to the server (not the machine's): 연결됨, 연결하는 중…, 재연결 중… or
 * 연결 끊김, announced politely when it changes. A connection that ended for good offers 다시 연결.
 */
import { Badge, type BadgeTone } from '@oa/ui/StatusBadge';
import { Button } from '@oa/ui/Button';
import { Inline } from '@oa/ui/Stack';
import * as s from './liveBoard.css';

/** The stream states of @oa/api's `useEventStream`. */
export type LiveConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

export const CONNECTION_TEXT: Record<LiveConnectionStatus, { label: string; tone: BadgeTone }> = {
  connecting: { label: '연결하는 중…', tone: 'info' },
  open: { label: '연결됨', tone: 'success' },
  reconnecting: { label: '재연결 중…', tone: 'warning' },
  closed: { label: '연결 끊김', tone: 'danger' },
};

export interface ConnectionIndicatorProps {
  status: LiveConnectionStatus;
  /** Offered while `closed`: opens the stream again. */
  onRetry?: () => void;
}

export function ConnectionIndicator({ status, onRetry }: ConnectionIndicatorProps) {
  const { label, tone } = CONNECTION_TEXT[status];
  return (
    <Inline gap="8">
      <span role="status" aria-label={`실시간 연결: ${label}`}>
        <Inline gap="8">
          <span className={s.label}>실시간 연결</span>
          <Badge tone={tone}>{label}</Badge>
        </Inline>
      </span>
      {status === 'closed' && onRetry !== undefined && (
        <Button variant="secondary" width="auto" height={28} onClick={onRetry}>
          다시 연결
        </Button>
      )}
    </Inline>
  );
}
