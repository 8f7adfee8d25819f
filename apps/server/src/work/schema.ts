/** The fleet's record of background work (work/fleet.ts): one row per job and interval, claimed by one process. */
import { bigint, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const workRuns = pgTable(
  'work_runs',
  {
    /** The job's name ('cup-remitter', 'robot-simulator', ...). */
    job: text('job').notNull(),
    /** Which interval: the database's clock in ms divided by the job's interval, rounded down. */
    slot: bigint('slot', { mode: 'number' }).notNull(),
    /** The process that claimed it (PROCESS_NAME, or host:pid). */
    process: text('process').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** Null while it runs, or when its process died running it. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Set when the run threw (its message). */
    error: text('error'),
  },
  (table) => [primaryKey({ columns: [table.job, table.slot] }), index('work_runs_started_at_idx').on(table.startedAt)],
);
