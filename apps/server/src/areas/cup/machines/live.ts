/**
 * How the cup programme's changes reach its live monitors, correct with several server processes over one
 * PostgreSQL (like the robots' events.ts): while a monitor is open, the database is polled every `pollMs`, and this
 * process's own changes (the simulator's ticks) ask for a pass at once with `changed()`.
 * - Machines: each pass reads every machine of the kinds watched (hundreds of rows, one indexed query) and hands
 *   them to the watchers, which send only what changed (streams.ts).
 * - Return events: each pass reads the events of the last LOOKBACK_MS (a row committed late is not missed) and
 *   hands on those not handed on before, in order; a stream drops what it already sent (its backlog).
 */
import type { CupMachineKind, ReturnEvent } from '@oa/contract';
import { gte, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database';
import { selectMachines, selectReturnEvents, type MachineRow } from '../model';
import { cupMachines, cupReturnEvents } from '../schema';

/** Return events are looked for this far back (late commits, clock skew between processes). */
const LOOKBACK_MS = 15_000;
/** At most this many return events per pass (a burst beyond it arrives over the next passes). */
const EVENTS_PER_PASS = 500;

export interface MachineWatcher {
  kind: CupMachineKind;
  /** Every machine of the kind, as the database has them now, and the pass's time. */
  onMachines(rows: readonly MachineRow[], at: Date): void;
  end(): void;
}

export interface ReturnWatcher {
  onReturn(event: ReturnEvent): void;
  end(): void;
}

export interface CupLive {
  /** Machines or returns changed in this process: a pass now rather than at the next poll. */
  changed(): void;
  watchMachines(watcher: MachineWatcher): () => void;
  watchReturns(watcher: ReturnWatcher): () => void;
  /** Open watchers (tests, diagnostics). */
  readonly size: number;
  /** Ends every stream and stops polling. */
  close(): void;
}

export interface CupLiveOptions {
  db: Db;
  pollMs: number;
  now: () => Date;
  onError?: (error: unknown) => void;
}

export function createCupLive({ db, pollMs, now, onError }: CupLiveOptions): CupLive {
  const machineWatchers = new Set<MachineWatcher>();
  const returnWatchers = new Set<ReturnWatcher>();
  /** Return events handed on, by id, with their time (forgotten once older than the look-back). */
  const handed = new Map<number, number>();
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let running: Promise<void> = Promise.resolve();
  const size = () => machineWatchers.size + returnWatchers.size;

  const passMachines = async () => {
    const kinds = [...new Set([...machineWatchers].map((watcher) => watcher.kind))];
    if (kinds.length === 0) return;
    const rows = await selectMachines(db, inArray(cupMachines.kind, kinds));
    const at = now();
    for (const kind of kinds) {
      const ofKind = rows.filter((row) => row.kind === kind);
      for (const watcher of machineWatchers) if (watcher.kind === kind) watcher.onMachines(ofKind, at);
    }
  };

  const passReturns = async () => {
    if (returnWatchers.size === 0) return;
    const since = now().getTime() - LOOKBACK_MS;
    const events = await selectReturnEvents(db, gte(cupReturnEvents.at, new Date(since)), EVENTS_PER_PASS);
    for (const [id, at] of handed) if (at < since - LOOKBACK_MS) handed.delete(id);
    for (const event of events) {
      if (handed.has(event.id)) continue;
      handed.set(event.id, new Date(event.at).getTime());
      for (const watcher of returnWatchers) watcher.onReturn(event);
    }
  };

  const pass = async () => {
    if (closed || size() === 0) return;
    await passMachines();
    await passReturns();
  };

  /** Passes run one at a time (PGlite has one connection; order keeps changes in sequence). */
  const enqueue = () => {
    running = running.then(pass).catch((error: unknown) => {
      if (!closed) onError?.(error);
    });
  };

  const startPolling = () => {
    if (timer !== undefined) return;
    timer = setInterval(enqueue, pollMs);
    timer.unref();
  };
  const stopPollingIfIdle = () => {
    if (size() === 0 && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  /** Adds a watcher (ended at once when closed); the returned function removes it. */
  function watch<W extends { end(): void }>(set: Set<W>, watcher: W): () => void {
    if (closed) {
      watcher.end();
      return () => undefined;
    }
    set.add(watcher);
    startPolling();
    return () => {
      set.delete(watcher);
      stopPollingIfIdle();
    };
  }

  return {
    changed() {
      if (size() > 0) enqueue();
    },
    watchMachines: (watcher) => watch(machineWatchers, watcher),
    watchReturns: (watcher) => watch(returnWatchers, watcher),
    get size() {
      return size();
    },
    close() {
      closed = true;
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      for (const watcher of [...machineWatchers, ...returnWatchers]) watcher.end();
      machineWatchers.clear();
      returnWatchers.clear();
    },
  };
}
