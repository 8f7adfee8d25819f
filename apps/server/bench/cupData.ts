/**
 * The cup programme at production size for the load bench: `rentals` rentals over the year before `now`, made
 * inside the database (generate_series, in chunks), with the return event of each returned one and each rental's
 * two steps in its cup's history (rented, returned: cup_events about twice the rentals), and each returned one's
 * refund (98 % paid, in the simulated bank's ledger; 1 % failed; 1 % waiting). The machines,
 * cups and members are the default seed's (seedCup at size 1, without its own rentals): 200 rental machines take
 * turns, about 1.5 % of the rentals are still out (the overdue ones EXPIRED).
 *
 * A bulk load as a DBA would do it: the tables' secondary indexes are dropped first and made again at the end,
 * foreign keys are not re-checked row by row (`session_replication_role = replica`, PostgreSQL's superuser; the
 * generated keys point at real rows), then `VACUUM ANALYZE` does what autovacuum would have done by then.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/database';

const CHUNK = 500_000;
const TABLES = ['cup_rentals', 'cup_return_events', 'cup_events', 'cup_refunds', 'cup_bank_ledger'] as const;

export async function fillCupRentals(database: Database, rentals: number, now: Date): Promise<void> {
  const { db } = database;
  const found = await db.execute(
    sql`select indexname, indexdef from pg_indexes where tablename in ('cup_rentals', 'cup_return_events', 'cup_events', 'cup_refunds', 'cup_bank_ledger') and indexname not like '%_pkey'`,
  );
  const indexes = (found as { rows: { indexname: string; indexdef: string }[] }).rows;
  for (const index of indexes) await db.execute(sql.raw(`drop index ${index.indexname}`));
  const nowIso = now.toISOString();
  for (let start = 1; start <= rentals; start += CHUNK) {
    const end = Math.min(rentals, start + CHUNK - 1);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`
        with rental_machines as (select array_agg(id order by id) as ids from cup_machines where kind = 'RENTAL'),
             return_machines as (select array_agg(id order by id) as ids from cup_machines where kind = 'RETURN'),
             cup_range as (select min(id) as lo, max(id) - min(id) + 1 as n from cups),
             member_range as (select max(id) as n from cup_members)
        insert into cup_rentals (cup_id, member_id, rental_machine_id, deposit_krw, rented_at, due_at, returned_at,
                                 return_machine_id, state, updated_at)
        select cup_range.lo + (g::bigint * 7919) % cup_range.n,
               1 + (g::bigint * 104729) % member_range.n,
               rental_machines.ids[1 + (g * 31) % array_length(rental_machines.ids, 1)],
               1000,
               t.rented_at,
               t.rented_at + interval '7 days',
               case when t.still_out then null
                    else least(t.rented_at + (10 + g % 7200) * interval '1 minute', t.now - interval '1 minute') end,
               case when t.still_out then null
                    else return_machines.ids[1 + (g * 17) % array_length(return_machines.ids, 1)] end,
               case when not t.still_out and g % 100 > 1 then 'REFUNDED'
                    when not t.still_out then 'RETURNED'
                    when t.rented_at + interval '7 days' < t.now then 'EXPIRED' else 'RENTED' end,
               t.rented_at
        from generate_series(${start}::int, ${end}::int) as g
        cross join rental_machines cross join return_machines cross join cup_range cross join member_range
        cross join lateral (
          select ${nowIso}::timestamptz as now,
                 ${nowIso}::timestamptz - ((${rentals}::float8 - g) / ${rentals}) * interval '365 days' as rented_at,
                 g % 67 = 0 as still_out
        ) as t`);
      await tx.execute(sql`
        insert into cup_return_events (machine_id, cup_id, rental_id, result, reason, at)
        select return_machine_id, cup_id, id, 'ACCEPTED', '', returned_at
        from cup_rentals
        where id between (select max(id) from cup_rentals) - ${end - start} and (select max(id) from cup_rentals)
          and returned_at is not null`);
      // Each rental's two steps in its cup's history: out of the rental machine, into the return machine.
      await tx.execute(sql`
        insert into cup_events (cup_id, from_state, to_state, machine_id, manual, reason, at)
        select cup_id, 'LOADED', 'RENTED', rental_machine_id, false, '', rented_at
        from cup_rentals
        where id between (select max(id) from cup_rentals) - ${end - start} and (select max(id) from cup_rentals)
        union all
        select cup_id, 'RENTED', 'RETURNED', return_machine_id, false, '', returned_at
        from cup_rentals
        where id between (select max(id) from cup_rentals) - ${end - start} and (select max(id) from cup_rentals)
          and returned_at is not null`);
      // Each returned rental's refund: paid (the rental REFUNDED, in the bank's ledger), or failed, or waiting.
      await tx.execute(sql`
        insert into cup_refunds (rental_id, cup_id, amount_krw, bank, account_encrypted, account_masked, state,
                                 requested_at, completed_at, failure_code, failure, attempts, transaction_id,
                                 message_state, message_sent_at)
        select id, cup_id, deposit_krw, '신한은행', 'bench', '****-****-6789',
               case when state = 'REFUNDED' then 'COMPLETED' when id % 2 = 0 then 'FAILED' else 'REQUESTED' end,
               returned_at,
               case when state = 'REFUNDED' then returned_at + interval '5 minutes' end,
               case when state = 'RETURNED' and id % 2 = 0 then 'BANK_CLOSED' end,
               case when state = 'RETURNED' and id % 2 = 0 then '은행 점검 시간이라 이체하지 못했습니다.' else '' end,
               case when state = 'RETURNED' and id % 2 = 1 then 0 else 1 end,
               case when state = 'REFUNDED' then 'SIM' || id end,
               case when state = 'REFUNDED' then 'SENT' else 'PENDING' end,
               case when state = 'REFUNDED' then returned_at + interval '6 minutes' end
        from cup_rentals
        where id between (select max(id) from cup_rentals) - ${end - start} and (select max(id) from cup_rentals)
          and returned_at is not null`);
      await tx.execute(sql`
        insert into cup_bank_ledger (reference, bank, account_digits, amount_krw, transaction_id, at)
        select 'refund:' || f.id || ':1', f.bank, '1101234566789', f.amount_krw, f.transaction_id, f.completed_at
        from cup_refunds f
        where f.rental_id between (select max(id) from cup_rentals) - ${end - start} and (select max(id) from cup_rentals)
          and f.state = 'COMPLETED'`);
    });
    console.error(`  (${end.toLocaleString('en-US')} rentals)`);
  }
  for (const index of indexes) await db.execute(sql.raw(index.indexdef));
  for (const table of TABLES) await db.execute(sql.raw(`vacuum analyze ${table}`));
  await db.execute(sql`vacuum analyze cup_machines`);
}
