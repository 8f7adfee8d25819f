import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Badge } from '../StatusBadge/Badge';
import { formatSeoulTime, newestFirst, timeValue, type TimelineTime } from './timelineOrder';
import * as s from './Timeline.css';

/** One event of a cup's or a box's history. */
export interface TimelineEvent {
  /** Unique within the list. */
  id: string;
  /** When it happened: a Date or an ISO instant (formatted by `formatTime`), or display text shown as is. */
  time: TimelineTime;
  /** What happened, e.g. '세척 완료' or '박스 포장'. */
  title: ReactNode;
  /** Who did it (an operator, a machine). */
  actor?: ReactNode;
  /** Where it happened (a machine, the washing site). */
  place?: ReactNode;
  /** A manual change (audited) or an automatic one (a machine or the system). */
  mode?: 'manual' | 'automatic';
  /** The state after the event, usually a `<StatusBadge table={cupStatus} value=... />`. */
  status?: ReactNode;
  /** More words, e.g. the reason given for a manual change. */
  description?: ReactNode;
}

/** Words of the timeline, Korean by default. */
export interface TimelineLabels {
  actor: string;
  place: string;
  manual: string;
  automatic: string;
}

export interface TimelineProps {
  /** The events in any order: shown newest first when their times are Dates or ISO instants. */
  events: readonly TimelineEvent[];
  /** Turns a time into display text. Default 'YYYY.MM.DD HH:mm:ss' in Asia/Seoul. */
  formatTime?: (time: TimelineTime) => string;
  /** Names the list for screen readers. Default '이력'. */
  label?: string;
  /** Shown when there are no events. Default '이력이 없습니다'. */
  emptyText?: ReactNode;
  /** Default { actor: '처리자', place: '위치', manual: '수동', automatic: '자동' }. */
  labels?: Partial<TimelineLabels>;
  className?: string;
}

const defaultLabels: TimelineLabels = { actor: '처리자', place: '위치', manual: '수동', automatic: '자동' };

/**
 * The history of a cup or a box (domain.md: every transition is an event with who, when, where, manual or
 * automatic), newest first, as an ordered list.
 */
export function Timeline({
  events,
  formatTime = formatSeoulTime,
  label = '이력',
  emptyText = '이력이 없습니다',
  labels,
  className,
}: TimelineProps) {
  const words = { ...defaultLabels, ...labels };
  if (events.length === 0) return <p className={clsx(s.empty, className)}>{emptyText}</p>;
  return (
    <ol aria-label={label} className={clsx(s.list, className)}>
      {newestFirst(events).map((event) => {
        const ms = timeValue(event.time);
        return (
          <li key={event.id} className={s.item}>
            <span className={s.rail} aria-hidden />
            <span className={s.marker} aria-hidden />
            <div className={s.body}>
              <div className={s.heading}>
                <span className={s.title}>{event.title}</span>
                {event.status}
                {event.mode !== undefined && (
                  <Badge tone={event.mode === 'manual' ? 'warning' : 'neutral'} dot={false}>
                    {event.mode === 'manual' ? words.manual : words.automatic}
                  </Badge>
                )}
              </div>
              <p className={s.meta}>
                {ms === undefined ? (
                  <span className={s.time}>{formatTime(event.time)}</span>
                ) : (
                  <time className={s.time} dateTime={new Date(ms).toISOString()}>
                    {formatTime(event.time)}
                  </time>
                )}
                {event.actor !== undefined && (
                  <span className={s.metaItem}>
                    <span className={s.metaLabel}>{words.actor}</span>
                    <span className={s.metaValue}>{event.actor}</span>
                  </span>
                )}
                {event.place !== undefined && (
                  <span className={s.metaItem}>
                    <span className={s.metaLabel}>{words.place}</span>
                    <span className={s.metaValue}>{event.place}</span>
                  </span>
                )}
              </p>
              {event.description !== undefined && <p className={s.description}>{event.description}</p>}
            </div>
          </li>
        );
      })}
    </ol>
  );
}
