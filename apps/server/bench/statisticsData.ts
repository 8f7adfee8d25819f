/**
 * The statistics pages at production size for the load bench: `deposits` RC 4.0 deposits over the 395 days before
 * `now` (a year and a month), made inside the database (generate_series, a day at a time) on `robots` generated
 * RC 4.0 robots across the 25 districts and the seeded clients (60 at seed size 1 plus 10 more), by about 300,000
 * members. Members come in visits of 1-6 items; a few members do most of it (a member's number is
 * 300,000 x u^3 for a uniform u: the busiest 1% of members make about a fifth of the deposits); four visits in
 * five are to the member's own robot near home, the rest to any (busy robots more often); weekends are busier,
 * and the volume grows over the year. Robots were installed over two years, a tenth of them during the
 * period (the new-installation page's shape); a robot takes deposits from its installation day on (visits to one
 * not installed yet are dropped, so the count made is near `deposits`, not exact).
 *
 * A bulk load as a DBA would do it: the deposits' secondary indexes are dropped first and made again at the end,
 * triggers and foreign keys are not run row by row (`session_replication_role = replica`, PostgreSQL's superuser;
 * the generated keys point at real rows), then the rollups are built by `stat_rebuild()` and the whole city's closed
 * buckets sealed (what `npm run stats:rebuild` does), and `VACUUM ANALYZE` does what autovacuum would have done by
 * then.
 */
import { sql } from 'drizzle-orm';
import { rebuildStatistics, sealStatistics } from '../src/areas/statistics/rollups';
import type { Database } from '../src/db/database';

export const STAT_BENCH_DAYS = 395;
const MEMBERS = 300_000;
/** Average items per visit: 1-6, uniform. */
const ITEMS_PER_VISIT = 3.5;

export interface StatisticsFill {
  deposits: number;
  fillSeconds: number;
  rebuildSeconds: number;
  /** The whole city's closed days, weeks and months sealed (sealStatistics, as `npm run stats:rebuild` does). */
  sealSeconds: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export async function fillStatistics(
  database: Database,
  { deposits, robots, now }: { deposits: number; robots: number; now: Date },
): Promise<StatisticsFill> {
  const { db } = database;
  const started = Date.now();
  await db.execute(sql`
    insert into clients (uid, name, type, district, business_number, contact_name, contact_phone)
    select 'CL-B' || lpad(g::text, 4, '0'), '벤치 고객사 ' || g, 'COMPANY',
           (select array_agg(distinct district order by district) from clients where district is not null)[1 + g % 25],
           '123-45-' || lpad(g::text, 5, '0'), '홍길동', '010-1234-5678'
    from generate_series(1, 10) as g`);
  const today = new Date(now.getTime() + 9 * 3_600_000).toISOString().slice(0, 10);
  // Robots: district by turn, mostly the district office's, else another client of the district, a few none.
  await db.execute(sql`
    with districts as (select array_agg(distinct district order by district) as names from clients
                       where type = 'DISTRICT_OFFICE')
    insert into robots (machine_id, name, generation, client_id, address, district, lat, lng, installed_at, bins,
                        capacity_states, operation_state)
    select 'RC4-B-' || lpad(g::text, 5, '0'), t.district || ' 벤치 ' || g || '호기', 'RC_4_0',
           case when g % 20 = 0 then null
                when g % 3 = 0 then coalesce((select c.id from clients c where c.district = t.district
                                              and c.type <> 'DISTRICT_OFFICE' order by c.id
                                              offset (g / 25) % greatest(1, (select count(*) from clients c2
                                                where c2.district = t.district and c2.type <> 'DISTRICT_OFFICE'))
                                              limit 1),
                                             (select c.id from clients c where c.name = t.district || '청'))
                else (select c.id from clients c where c.name = t.district || '청') end,
           '서울특별시 ' || t.district || ' 벤치로 ' || g, t.district, 37.5, 127.0,
           ${today}::date - case when g % 10 = 0 then (g * 7919) % ${STAT_BENCH_DAYS}
                                 else ${STAT_BENCH_DAYS} + (g * 7919) % 365 end,
           '[{"slot":1,"material":"PET","capacityLiters":120,"fillPercent":10,"capacityState":"ON"},{"slot":2,"material":"CAN","capacityLiters":120,"fillPercent":10,"capacityState":"ON"},{"slot":3,"material":"PAPER","capacityLiters":120,"fillPercent":10,"capacityState":"ON"},{"slot":4,"material":"TETRA_PAK","capacityLiters":120,"fillPercent":10,"capacityState":"ON"}]'::jsonb,
           '{ON}', 'OPERATION'
    from generate_series(1, ${robots}) as g
    cross join districts
    cross join lateral (select districts.names[1 + g % 25] as district) as t`);
  const found = await db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename = 'collection_events' and indexname not like '%_pkey'`,
  );
  const indexes = rowsOf<{ indexname: string; indexdef: string }>(found);
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.indexname}`));
  // Visits a day: weekends 30% more, the year growing from 80% to 120%; weights normalised to `deposits`.
  const weights = Array.from({ length: STAT_BENCH_DAYS }, (_, index) => {
    const day = new Date(Date.parse(`${today}T00:00:00Z`) - (STAT_BENCH_DAYS - 1 - index) * 86_400_000);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    return (weekend ? 1.3 : 1) * (0.8 + (0.4 * index) / STAT_BENCH_DAYS);
  });
  const weightSum = weights.reduce((sum, weight) => sum + weight, 0);
  for (let index = 0; index < STAT_BENCH_DAYS; index += 1) {
    // A twentieth more visits: those to a robot not installed yet that day are dropped.
    const visits = Math.round(((1.05 * deposits) / ITEMS_PER_VISIT) * ((weights[index] ?? 0) / weightSum));
    const daysAgo = STAT_BENCH_DAYS - 1 - index;
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        with bench_robots as (
          select array_agg(id order by id) as ids, array_agg(installed_at order by id) as installed
          from robots where machine_id like 'RC4-B-%'
        ), visits as (
          select v,
                 case when random() < 0.8 then 1 + (member.n::bigint * 7919) % array_length(bench_robots.ids, 1)
                      else 1 + floor(power(random(), 1.6) * array_length(bench_robots.ids, 1)) end::int as slot,
                 'M' || lpad(member.n::text, 8, '0') as member_id,
                 (${today}::date - ${daysAgo}::int)::timestamp at time zone 'Asia/Seoul'
                   + (6 * 3600 + floor(random() * 17 * 3600)) * interval '1 second' as at,
                 1 + floor(random() * 6)::int as items
          from generate_series(1, ${visits}) as v cross join bench_robots
          cross join lateral (select floor(${MEMBERS} * power(random(), 3) + v * 0)::int as n) as member
        )
        insert into collection_events (robot_id, member_id, material, ai_result, confidence, accepted, points, at)
        select bench_robots.ids[visits.slot], visits.member_id, m.material,
               case when r.ok then m.material else 'NONE' end,
               case when r.ok then 820 + (i * 37) % 180 else 350 + (i * 53) % 430 end,
               r.ok, case when r.ok then 10 else 0 end,
               visits.at + i * interval '7 seconds'
        from visits cross join bench_robots
        cross join lateral generate_series(1, visits.items) as i
        -- (i * 0: a draw per row, not one for the whole statement)
        cross join lateral (select (array['PET','CAN','PAPER','TETRA_PAK'])[1 + floor(random() * 4 + i * 0)::int]
                            as material) as m
        cross join lateral (select random() + i * 0 < 0.9 as ok) as r
        where bench_robots.installed[visits.slot] <= (${today}::date - ${daysAgo}::int)`);
    });
    if (index % 30 === 29) console.error(`  (${String(index + 1)} of ${String(STAT_BENCH_DAYS)} days)`);
  }
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  await db.execute(sql`vacuum analyze collection_events`);
  const filled = Date.now();
  await rebuildStatistics(db);
  await db.execute(sql`vacuum analyze stat_robot_day`);
  await db.execute(sql`vacuum analyze stat_member_day`);
  await db.execute(sql`vacuum analyze robots`);
  const rebuilt = Date.now();
  await sealStatistics(db, now);
  const [counted] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from collection_events`));
  return {
    deposits: counted?.n ?? 0,
    fillSeconds: (filled - started) / 1000,
    rebuildSeconds: (rebuilt - filled) / 1000,
    sealSeconds: (Date.now() - rebuilt) / 1000,
  };
}
