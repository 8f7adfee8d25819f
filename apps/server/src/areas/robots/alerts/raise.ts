/**
 * Raising an alert (webin-alaram): the robot's event goes to every enabled recipient on duty at that moment, and
 * is written to the alert history with their names (an empty list: nobody was on duty; the alert is still kept).
 * On duty: the event is one of theirs; EVERYDAY, or WEEKDAY and it is Monday to Friday in Asia/Seoul; the time in
 * Asia/Seoul is from startTime (inclusive) to endTime (exclusive), to the minute; and the recipient is for every
 * robot (no client) or for the robot's client. Sending the SMS itself is outside the reference server.
 */
import type { AlertEvent } from '@oa/contract';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { alertHistory, alertRecipients, robots } from '../schema';

export interface RaiseAlertInput {
  robotId: number;
  event: AlertEvent;
  /** Korean, for the history and the message sent. */
  message: string;
  at: Date;
}

export interface RaisedAlert {
  id: number;
  recipients: string[];
}

const SEOUL_OFFSET_MS = 9 * 3_600_000;

/** Day of week (0 Sunday - 6 Saturday) and 'HH:mm' of a moment in Asia/Seoul (no daylight saving time). */
export function seoulClock(at: Date): { weekday: number; time: string } {
  const local = new Date(at.getTime() + SEOUL_OFFSET_MS);
  return { weekday: local.getUTCDay(), time: local.toISOString().slice(11, 16) };
}

export interface DutyHours {
  dayType: 'EVERYDAY' | 'WEEKDAY';
  startTime: string;
  endTime: string;
}

/** Whether a recipient with these hours is on duty at `at`. */
export function onDuty(hours: DutyHours, at: Date): boolean {
  const { weekday, time } = seoulClock(at);
  if (hours.dayType === 'WEEKDAY' && (weekday === 0 || weekday === 6)) return false;
  return hours.startTime <= time && time < hours.endTime;
}

/** Finds who is on duty for the robot's event and writes the alert history row. */
export async function raiseAlert(db: Db, { robotId, event, message, at }: RaiseAlertInput): Promise<RaisedAlert> {
  const [robot] = await db.select({ clientId: robots.clientId }).from(robots).where(eq(robots.id, robotId));
  if (robot === undefined) throw new Error(`raiseAlert: no robot ${String(robotId)}`);
  const candidates = await db
    .select({
      name: alertRecipients.name,
      dayType: alertRecipients.dayType,
      startTime: alertRecipients.startTime,
      endTime: alertRecipients.endTime,
    })
    .from(alertRecipients)
    .where(
      and(
        eq(alertRecipients.enabled, true),
        sql`${alertRecipients.events} @> ARRAY[${event}]::text[]`,
        robot.clientId === null
          ? isNull(alertRecipients.clientId)
          : or(isNull(alertRecipients.clientId), eq(alertRecipients.clientId, robot.clientId)),
      ),
    )
    .orderBy(asc(alertRecipients.id));
  const recipients = candidates.filter((candidate) => onDuty(candidate, at)).map((candidate) => candidate.name);
  const [row] = await db
    .insert(alertHistory)
    .values({ robotId, event, message, recipients, at })
    .returning({ id: alertHistory.id });
  if (row === undefined) throw new Error('raiseAlert: not inserted');
  return { id: row.id, recipients };
}
