// What the fault test checks afterwards, in the database and through the API (scripts/faults/run.mjs). Each check
// answers { name, ok, figures: [[label, value]...], detail? }: printed as a table, and the test fails on any not ok.
import { call, failed } from './traffic.mjs';

const seconds = (ms) => (ms / 1000).toFixed(1);

/** Every write answered 2xx left what it should: its request key, and its refund or its log line. */
export async function checkWrites(pool, records) {
  const writes = records.filter((record) => record.write !== null).map((record) => record.write);
  const byType = (type) => writes.filter((write) => write.type === type);
  const keys = new Set(
    (
      await pool.query('select key from request_keys where key = any($1)', [writes.map((write) => write.requestId)])
    ).rows.map((row) => row.key),
  );
  const refunds = byType('refund');
  const refundRows = new Map(
    (
      await pool.query('select id, rental_id, request_id from cup_refunds where id = any($1)', [
        refunds.map((write) => write.refundId ?? 0),
      ])
    ).rows.map((row) => [row.id, row]),
  );
  const commands = byType('command');
  const logRows = new Set(
    (
      await pool.query('select id from robot_logs where id = any($1)', [commands.map((write) => write.logId ?? 0)])
    ).rows.map((row) => Number(row.id)),
  );
  const missing = [];
  for (const write of writes)
    if (!keys.has(write.requestId)) missing.push(`${write.type} ${write.requestId}: no request key`);
  for (const write of refunds) {
    const row = refundRows.get(write.refundId);
    // A repeat of a request id answers the first answer: the refund of that id, for that rental.
    if (row === undefined || row.rental_id !== write.rentalId || row.request_id !== write.requestId)
      missing.push(`refund ${String(write.refundId)} of rental ${String(write.rentalId)} (${write.requestId})`);
  }
  for (const write of commands) if (!logRows.has(Number(write.logId))) missing.push(`log line ${String(write.logId)}`);
  return {
    name: 'every write answered 2xx is in the database',
    ok: missing.length === 0,
    figures: [
      ['writes answered 2xx', writes.length],
      [
        'manual refunds / retries / robot commands',
        `${refunds.length} / ${byType('retry').length} / ${commands.length}`,
      ],
      ['missing', missing.length],
    ],
    detail: missing.slice(0, 10),
  };
}

/** No rental was refunded twice: the simulated bank's ledger (cup_bank_ledger) against the refunds. */
export async function checkLedger(pool, records) {
  const paidTwice = (
    await pool.query(`
      select f.rental_id, count(*)::int as paid
      from cup_bank_ledger l join cup_refunds f on f.id = split_part(l.reference, ':', 2)::int
      where l.transaction_id is not null and l.reference ~ '^refund:[0-9]+:[0-9]+$'
      group by f.rental_id having count(*) > 1`)
  ).rows;
  const twoRefunds = (
    await pool.query('select rental_id, count(*)::int as n from cup_refunds group by rental_id having count(*) > 1')
  ).rows;
  const [ledger] = (
    await pool.query(`select count(*)::int as transfers, count(transaction_id)::int as paid,
      coalesce(sum(amount_krw) filter (where transaction_id is not null), 0)::bigint as krw from cup_bank_ledger`)
  ).rows;
  const doubleAnswers = records.filter((record) => record.kind === 'write refund');
  const refundsByRental = new Map();
  for (const record of doubleAnswers)
    if (record.write !== null) {
      const ids = refundsByRental.get(record.write.rentalId) ?? new Set();
      ids.add(record.write.refundId);
      refundsByRental.set(record.write.rentalId, ids);
    }
  const twoAnswered = [...refundsByRental.values()].filter((ids) => ids.size > 1).length;
  return {
    name: 'no rental refunded twice (the bank ledger)',
    ok: paidTwice.length === 0 && twoRefunds.length === 0 && twoAnswered === 0,
    figures: [
      [
        'bank transfers (paid)',
        `${String(ledger.transfers)} (${String(ledger.paid)}, ${Number(ledger.krw).toLocaleString('en-US')} KRW)`,
      ],
      ['rentals paid twice by the bank', paidTwice.length],
      ['rentals with two refunds', twoRefunds.length],
      ['rentals answered two different refunds', twoAnswered],
    ],
    detail: paidTwice.slice(0, 10).map((row) => `rental ${String(row.rental_id)} paid ${String(row.paid)} times`),
  };
}

/** The books agree: the refund screen's reconciliation (GET /seoul-cup/v1/refunds/reconciliation), the whole year. */
export async function checkBooks(port, token) {
  const dayMs = 24 * 60 * 60 * 1000;
  const seoulDay = (ms) => new Date(ms + 9 * 60 * 60 * 1000).toISOString().slice(0, 10);
  let days = 0;
  let mismatches = 0;
  let difference = 0;
  let rentals = 0;
  const detail = [];
  const now = Date.now();
  // Ninety-two days a call (the endpoint's longest period), back over the seed's year.
  for (let end = now + dayMs; end > now - 370 * dayMs; end -= 92 * dayMs) {
    const from = seoulDay(end - 91 * dayMs);
    const to = seoulDay(end);
    const answer = await call(port, 'GET', `/seoul-cup/v1/refunds/reconciliation?from=${from}&to=${to}`, {
      token,
      timeoutMs: 60_000,
    });
    const books = answer.json?._data;
    if (answer.status !== 200 || books === undefined) {
      detail.push(`${from}..${to}: ${String(answer.status)} ${JSON.stringify(answer.json).slice(0, 200)}`);
      mismatches += 1;
      continue;
    }
    days += books.days.length;
    rentals += books.days.reduce((sum, day) => sum + day.rentals, 0);
    mismatches += books.mismatchCount;
    difference += Math.abs(books.totals.differenceKrw);
    for (const mismatch of books.mismatches.slice(0, 5))
      detail.push(`${mismatch.kind} rental ${String(mismatch.rentalId)}: ${mismatch.message}`);
  }
  return {
    name: 'the books agree (reconciliation of the refund screen)',
    ok: mismatches === 0 && difference === 0,
    figures: [
      ['days / rentals checked', `${String(days)} / ${String(rentals)}`],
      ['mismatches', mismatches],
      ['difference (KRW)', difference],
    ],
    detail,
  };
}

/**
 * Background work ran once per interval across the fleet (work_runs: one row per job and slot, the slot
 * floor(db ms / interval)): no slot twice, and after the kill the frequent jobs moved on within seconds. The
 * interval of a row is read back from it (started_at / slot).
 */
export async function checkWork(pool, { from, to, killAt, termAt, pgAt, pgBackAt }) {
  const exists = (await pool.query("select to_regclass('work_runs') as table")).rows[0].table;
  if (exists === null)
    return {
      name: 'background work once per interval across the fleet',
      ok: false,
      figures: [['work_runs', 'missing: the server does not record its background work (common30.md)']],
    };
  const rows = (
    await pool.query(
      `select job, slot::bigint as slot, process, extract(epoch from started_at) * 1000 as started,
        extract(epoch from finished_at) * 1000 as finished
       from work_runs where started_at >= to_timestamp($1 / 1000.0) and started_at <= to_timestamp($2 / 1000.0)
       order by job, slot`,
      [from, to],
    )
  ).rows.map((row) => ({
    ...row,
    slot: Number(row.slot),
    started: Number(row.started),
    finished: row.finished === null ? null : Number(row.finished),
  }));
  const duplicates = (
    await pool.query('select job, slot, count(*)::int as n from work_runs group by job, slot having count(*) > 1')
  ).rows.length;
  const figures = [['slots run twice', duplicates]];
  const problems = [];
  const jobs = [...new Set(rows.map((row) => row.job))].sort();
  for (const job of jobs) {
    const runs = rows.filter((row) => row.job === job);
    const interval = Math.round(runs[0].started / Math.max(1, runs[0].slot));
    const processes = [...new Set(runs.map((row) => row.process))];
    let overlaps = 0;
    let longest = 0;
    let afterKill = null;
    for (let i = 1; i < runs.length; i += 1) {
      const before = runs[i - 1];
      const run = runs[i];
      if (before.finished !== null && run.started < before.finished - 5) overlaps += 1;
      const gap = run.started - before.started;
      // A gap across the database's restart is the database's, not the fleet's.
      const acrossRestart = before.started <= pgBackAt && run.started >= pgAt;
      if (!acrossRestart) longest = Math.max(longest, gap);
      if (before.started <= killAt && run.started > killAt) afterKill = run.started - killAt;
    }
    const expected = runs.at(-1).slot - runs[0].slot + 1;
    figures.push([
      `${job} (every ${seconds(interval)} s)`,
      `${String(runs.length)} of ${String(expected)} slots, by ${processes.join('+')}; longest gap ${seconds(longest)} s; after the kill ${afterKill === null ? '-' : `${seconds(afterKill)} s`}; overlapping ${String(overlaps)}`,
    ]);
    // A run that outlasts its interval overlaps the next slot's: the jobs' own locks (a simulator tick's advisory
    // lock, the remitter's claims) keep the two from doing the same work, so an overlap is a figure, not a failure.
    // The frequent jobs move to the other process within seconds of a kill or a drain.
    if (interval <= 10_000 && afterKill !== null && afterKill > interval + 10_000)
      problems.push(`${job}: ${seconds(afterKill)} s before a run after the kill`);
  }
  if (jobs.length === 0) problems.push('no background work recorded during the run');
  void termAt;
  return {
    name: 'background work once per interval across the fleet (work_runs)',
    ok: duplicates === 0 && problems.length === 0,
    figures,
    detail: problems,
  };
}

/** The live streams lost no event (every return event after the one they started after) and reconnected. */
export async function checkStreams(pool, streams, stoppedAt) {
  const figures = [];
  const detail = [];
  let ok = true;
  for (const stream of streams) {
    const received = new Set(stream.ids);
    const lastReceived = Math.max(stream.startAfter, ...stream.ids);
    // Everything after the start up to the last event received, and whatever was made 5 s before the stream stopped.
    const expected = (
      await pool.query(
        `select id from cup_return_events where id > $1 and (id <= $2 or at <= to_timestamp($3 / 1000.0) - interval '5 seconds') order by id`,
        [stream.startAfter, lastReceived, stoppedAt],
      )
    ).rows.map((row) => Number(row.id));
    const lost = expected.filter((id) => !received.has(id));
    const gaps = stream.gaps.map((gap) => gap.seconds);
    figures.push([
      `${stream.name}: events / lost / duplicates`,
      `${String(stream.ids.length)} of ${String(expected.length)} / ${String(lost.length)} / ${String(stream.duplicates)}`,
    ]);
    figures.push([
      `${stream.name}: reconnects (seconds each)`,
      gaps.length === 0 ? '0' : `${String(gaps.length)} (${gaps.map((gap) => gap.toFixed(1)).join(', ')})`,
    ]);
    if (lost.length > 0 || stream.duplicates > 0 || expected.length === 0) {
      ok = false;
      detail.push(
        `${stream.name}: lost ${lost.slice(0, 10).join(', ')}${expected.length === 0 ? ' (no events at all)' : ''}`,
      );
    }
  }
  const reconnects = streams.reduce((sum, stream) => sum + stream.gaps.length, 0);
  if (reconnects === 0) {
    ok = false;
    detail.push('no stream was cut: the faults did not reach the streams');
  }
  return { name: 'live streams reconnected and lost no event (Last-Event-ID)', ok, figures, detail };
}

/**
 * Requests failed (no answer or 5xx) only while a process was dying or the database restarting: each failure
 * against the fault windows (from the fault to its end, plus `graceMs`; a window `allowed: false` is shown but
 * excuses nothing).
 */
export function checkFailures(records, windows, graceMs) {
  const faultRecords = records.filter(
    (record) => !record.kind.startsWith('one process') && !record.kind.startsWith('two processes'),
  );
  const failures = faultRecords.filter(failed);
  const inWindow = (record, window) => record.end >= window.from && record.at <= window.to + graceMs;
  const outside = failures.filter(
    (record) => !windows.some((window) => window.allowed !== false && inWindow(record, window)),
  );
  const figures = [['requests in the fault phase', faultRecords.length]];
  for (const window of windows) {
    const inside = failures.filter((record) => inWindow(record, window));
    const statuses = [...new Set(inside.map((record) => (record.status === 0 ? 'no answer' : String(record.status))))];
    figures.push([
      `${window.name} (window ${seconds(window.to - window.from)} s)`,
      `${String(inside.length)} failed${inside.length === 0 ? '' : ` (${statuses.join(', ')})`}`,
    ]);
  }
  figures.push(['failed where none may', outside.length]);
  return {
    name: 'requests failed only while a process was dying or the database restarting',
    ok: outside.length === 0,
    figures,
    detail: outside
      .slice(0, 10)
      .map(
        (record) =>
          `${seconds(record.at)} s ${record.kind}: ${String(record.status)} ${record.code ?? record.error ?? ''}`,
      ),
  };
}
