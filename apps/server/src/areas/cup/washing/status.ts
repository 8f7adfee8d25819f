/**
 * The washing site's status (SEOUL_CUP_RECEIVING_VIEW): cups at each stage now (received, washing, clean, packed in
 * boxes still at the site), the boxes packed there, how many cups reached each stage per Seoul day (from the cups'
 * events), and the cups waiting longest in a stage.
 */
import { WASHING_WAITING_LIMIT, type WashingStage, type WashingStatus } from '@oa/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { rowsOf } from '../../../db/rows';
import { seoulDate } from '../../../geo/placeFields';
import { addDays } from '@oa/contract/days';

const zero = (): Record<WashingStage, number> => ({ COLLECTED: 0, WASHING: 0, CLEAN: 0, IN_BOX: 0 });

export async function washingStatus(db: Db, days: number, at: Date): Promise<WashingStatus> {
  const today = seoulDate(at);
  const first = addDays(today, -(days - 1));
  const start = `${first}T00:00:00+09:00`;
  // IN_BOX cups count at the site only while their box is (PACKED); boxes on their way hold SHIPPED cups.
  const [nowRows, boxRows, dayRows, waitingRows] = await Promise.all([
    db.execute(sql`select state, count(*)::int as n from cups where state in ('COLLECTED', 'WASHING', 'CLEAN', 'IN_BOX')
      group by state`),
    db.execute(sql`select count(*)::int as n from cup_boxes where state = 'PACKED' and retired_at is null`),
    db.execute(sql`select to_char(at at time zone 'Asia/Seoul', 'YYYY-MM-DD') as day, to_state as state,
        count(*)::int as n
      from cup_events
      where at >= ${start}::timestamptz and to_state in ('COLLECTED', 'WASHING', 'CLEAN', 'IN_BOX')
      group by 1, 2`),
    db.execute(sql`select c.cuid, c.state, c.updated_at as since, b.box_number as "boxNumber"
      from cups c left join cup_boxes b on b.id = c.box_id
      where c.state in ('COLLECTED', 'WASHING', 'CLEAN')
      order by c.updated_at asc, c.id asc limit ${WASHING_WAITING_LIMIT}`),
  ]);
  const current = zero();
  for (const row of rowsOf<{ state: WashingStage; n: number }>(nowRows)) current[row.state] = row.n;
  const byDay = new Map<string, Record<WashingStage, number>>();
  for (let n = 0; n < days; n += 1) byDay.set(addDays(first, n), zero());
  for (const row of rowsOf<{ day: string; state: WashingStage; n: number }>(dayRows)) {
    const day = byDay.get(row.day);
    if (day !== undefined) day[row.state] = row.n;
  }
  return {
    now: current,
    packedBoxes: rowsOf<{ n: number }>(boxRows)[0]?.n ?? 0,
    days: [...byDay].map(([day, counts]) => ({ day, ...counts })),
    waiting: rowsOf<{ cuid: string; state: WashingStage; since: Date | string; boxNumber: string | null }>(
      waitingRows,
    ).map((row) => ({ ...row, since: new Date(row.since).toISOString() })),
  };
}
