/**
 * The robot simulator: stands in for the robots so the realtime screens are alive in `npm start`. Each tick:
 * - connected robots send a heartbeat (last_heartbeat_at; a HEARTBEAT log line only every few minutes per robot,
 *   to bound the table); now and then one loses its connection (after OFFLINE_AFTER_SECONDS it is offline: an
 *   OFFLINE event and alert) and offline ones come back (an ONLINE event);
 * - bins of operating robots within their opening hours fill up; crossing BIN_WARNING_FILL / BIN_FULL_FILL changes
 *   the bin's capacity state with an event and a WARNING / FULL alert; full bins are emptied after a while;
 * - RC 4.0 robots take deposits (collection_events: the AI mostly agrees with the member's choice; accepted ones
 *   earn points and fill the bin);
 * - rare ERROR lines (with an alert);
 * - rollouts move PENDING -> DOWNLOADING -> INSTALLED (rarely FAILED, with a Korean reason); INSTALLED sets the
 *   robot's program or AI model version.
 * A server runs it as the fleet's job 'robot-simulator' (work/fleet.ts): one tick per interval across the processes.
 * A tick is also one transaction holding a PostgreSQL advisory lock, so two ticks never overlap, even when one runs
 * longer than its interval. `tick(now)` can be called directly with any clock and a seeded PRNG (tests).
 */
import { BIN_FULL_FILL, type AlertEvent, type MaterialType, type RobotBin } from '@oa/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { onDuty, raiseAlert } from './alerts/raise';
import type { Db } from '../../db/database';
import { robots, rollouts, updateFiles } from './schema';
import { createRandom, type Random } from '../../seed/random';
import { insertDeposits, insertLogLines } from './bulk';
import type { RobotEvents } from './events';
import { capacityStateFor, capacityStatesOf, isOnline, type RobotRow } from './model';
import { MATERIAL_LABELS } from './seed';

/** A robot's heartbeat is written to the log at most this often. */
export const HEARTBEAT_LOG_EVERY_MS = 5 * 60_000;
/** The advisory lock of a tick (any constant shared by the processes). */
const TICK_LOCK = 7_261_107;

export interface SimulatorRates {
  /** Per tick, per connected robot: it loses its connection. */
  drop: number;
  /** Per tick, per disconnected robot: it comes back. */
  recover: number;
  /** Per tick, per bin of an operating robot: it fills a little (fillMin-fillMax %). */
  fill: number;
  fillMin: number;
  fillMax: number;
  /** Per tick, per FULL bin: a collector empties it. */
  empty: number;
  /** Per tick, per operating RC 4.0 robot: a deposit. */
  deposit: number;
  /** Per tick, per connected robot: an error. */
  error: number;
  /** Per tick, per rollout: it moves on a step. */
  rolloutStep: number;
  /** Of the rollouts that finish downloading: the share that fails. */
  rolloutFail: number;
}

export const DEFAULT_RATES: SimulatorRates = {
  drop: 0.0005,
  recover: 0.01,
  fill: 0.3,
  fillMin: 0.2,
  fillMax: 1.5,
  empty: 0.01,
  deposit: 0.15,
  error: 0.0003,
  rolloutStep: 0.3,
  rolloutFail: 0.05,
};

export interface SimulatorOptions {
  db: Db;
  events?: RobotEvents;
  random?: Random;
  rates?: Partial<SimulatorRates>;
  /** The ticks' interval, ms: the first tick looks this far back for robots that went offline. */
  intervalMs?: number;
}

export interface RaisedInTick {
  machineId: string;
  event: AlertEvent;
  recipients: string[];
}

export interface TickSummary {
  /** false: another process held the tick lock. */
  ran: boolean;
  heartbeats: number;
  logs: number;
  deposits: number;
  alerts: RaisedInTick[];
  rollouts: number;
  changedRobots: number[];
}

/** The simulated robots: one tick at a time (the fleet's job 'robot-simulator' in a server). */
export interface Simulator {
  tick(now: Date): Promise<TickSummary>;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

const ROLLOUT_FAILURES = [
  '다운로드한 파일의 체크섬이 맞지 않습니다.',
  '저장 공간이 부족합니다.',
  '설치 중 로봇이 다시 시작되었습니다.',
];

export function createSimulator({
  db,
  events,
  random = createRandom(Date.now() % 2_147_483_647),
  rates: rateOverrides = {},
  intervalMs = 3000,
}: SimulatorOptions): Simulator {
  const rates = { ...DEFAULT_RATES, ...rateOverrides };
  /** Robots that stopped sending heartbeats (lost connection), until they recover. */
  const dropped = new Set<number>();
  /** When each robot's heartbeat was last written to the log. */
  const heartbeatLogged = new Map<number, number>();
  let previousTick: Date | null = null;

  async function tick(now: Date): Promise<TickSummary> {
    const summary: TickSummary = {
      ran: false,
      heartbeats: 0,
      logs: 0,
      deposits: 0,
      alerts: [],
      rollouts: 0,
      changedRobots: [],
    };
    const before = previousTick ?? new Date(now.getTime() - intervalMs);
    await db.transaction(async (tx) => {
      const lock = await tx.execute(sql`select pg_try_advisory_xact_lock(${TICK_LOCK}) as locked`);
      const locked = (lock as { rows: { locked: boolean }[] }).rows[0]?.locked ?? false;
      if (!locked) return;
      summary.ran = true;
      const rows = await tx.select().from(robots).for('update');
      const byId = new Map(rows.map((row) => [row.id, row]));
      const changed = new Map<number, RobotRow>();
      const logs: { robotId: number; type: string; code: string; message: string; at: string }[] = [];
      const deposits: Record<string, unknown>[] = [];
      const alerts: { robot: RobotRow; event: AlertEvent; message: string }[] = [];
      const log = (robot: RobotRow, type: string, code: string, message: string) => {
        logs.push({ robotId: robot.id, type, code, message, at: now.toISOString() });
      };
      const alert = (robot: RobotRow, event: AlertEvent, message: string) => {
        alerts.push({ robot, event, message });
      };

      for (const original of rows) {
        if (original.lastHeartbeatAt === null) continue;
        let robot = original;
        const update = (changes: Partial<RobotRow>) => {
          robot = { ...robot, ...changes, updatedAt: now };
          changed.set(robot.id, robot);
        };
        const online = isOnline(original.lastHeartbeatAt, now);
        let connected = online && !dropped.has(robot.id);
        if (connected && random.chance(rates.drop)) {
          dropped.add(robot.id);
          connected = false;
        }
        if (!connected) {
          if (!online && isOnline(original.lastHeartbeatAt, before)) {
            log(robot, 'EVENT', 'OFFLINE', '로봇과의 연결이 끊겼습니다.');
            alert(robot, 'OFFLINE', '로봇과의 연결이 끊겼습니다.');
          }
          if (random.chance(rates.recover)) {
            dropped.delete(robot.id);
            connected = true;
            if (!online) log(robot, 'EVENT', 'ONLINE', '로봇과의 연결이 복구되었습니다.');
          }
        }
        if (!connected) continue;

        update({ lastHeartbeatAt: now });
        summary.heartbeats += 1;
        const logged = heartbeatLogged.get(robot.id);
        if (logged === undefined) {
          // Spread the first lines over the interval, so the robots do not all log in one tick.
          heartbeatLogged.set(robot.id, now.getTime() - random.int(0, HEARTBEAT_LOG_EVERY_MS));
        } else if (now.getTime() - logged >= HEARTBEAT_LOG_EVERY_MS) {
          heartbeatLogged.set(robot.id, now.getTime());
          log(robot, 'HEARTBEAT', 'HEARTBEAT', '정상 연결 (상태 보고)');
        }

        if (random.chance(rates.error)) {
          const [code, message] = random.pick([
            ['DOOR_JAM', '투입구 문이 걸렸습니다.'],
            ['SENSOR_FAULT', '적재량 센서 값이 올바르지 않습니다.'],
            ['CAMERA_FAULT', '카메라 영상을 받을 수 없습니다.'],
          ] as const);
          log(robot, 'ERROR', code, message);
          alert(robot, 'ERROR', message);
        }

        const open = onDuty({ dayType: robot.dayType, startTime: robot.openTime, endTime: robot.closeTime }, now);
        if (robot.operationState !== 'OPERATION' || !open) continue;

        const bins: RobotBin[] = robot.bins.map((bin) => ({ ...bin }));
        let binsChanged = false;
        const addFill = (bin: RobotBin, amount: number) => {
          const fillPercent = Math.min(100, round1(bin.fillPercent + amount));
          const capacityState = capacityStateFor(fillPercent, bin.capacityState);
          const label = `${String(bin.slot)}번 수거함(${MATERIAL_LABELS[bin.material]})`;
          if (capacityState !== bin.capacityState && capacityState === 'WARNING') {
            const message = `${label} 적재량이 ${String(Math.floor(fillPercent))}%입니다.`;
            log(robot, 'EVENT', 'BIN_WARNING', message);
            alert(robot, 'WARNING', message);
          }
          if (capacityState !== bin.capacityState && capacityState === 'FULL') {
            const message = `${label}이 가득 찼습니다.`;
            log(robot, 'EVENT', 'BIN_FULL', message);
            alert(robot, 'FULL', message);
          }
          bin.fillPercent = fillPercent;
          bin.capacityState = capacityState;
          binsChanged = true;
        };
        for (const bin of bins) {
          if (bin.capacityState === 'OFF') continue;
          if (bin.capacityState === 'FULL') {
            if (random.chance(rates.empty)) {
              bin.fillPercent = 0;
              bin.capacityState = 'ON';
              binsChanged = true;
              log(
                robot,
                'EVENT',
                'BIN_EMPTIED',
                `${String(bin.slot)}번 수거함(${MATERIAL_LABELS[bin.material]})을 비웠습니다.`,
              );
            }
            continue;
          }
          if (random.chance(rates.fill)) addFill(bin, rates.fillMin + random.next() * (rates.fillMax - rates.fillMin));
        }
        if (robot.generation === 'RC_4_0' && random.chance(rates.deposit)) {
          const usable = bins.filter((bin) => bin.capacityState !== 'OFF' && bin.fillPercent < BIN_FULL_FILL);
          if (usable.length > 0) {
            const bin = random.pick(usable);
            const agrees = random.chance(0.9);
            const aiResult: MaterialType = agrees
              ? bin.material
              : random.pick(['PET', 'PAPER', 'CAN', 'TETRA_PAK', 'NONE'] as const);
            const accepted = aiResult === bin.material;
            deposits.push({
              robotId: robot.id,
              memberId: `M${String(random.int(20_000, 20_269)).padStart(5, '0')}${String(random.int(0, 99_999)).padStart(5, '0')}`,
              material: bin.material,
              aiResult,
              confidence: agrees ? random.int(820, 999) : random.int(350, 780),
              accepted,
              points: accepted ? 10 : 0,
              at: now.toISOString(),
            });
            if (accepted) addFill(bin, 0.5 + random.next());
          }
        }
        if (binsChanged) update({ bins, capacityStates: capacityStatesOf(bins) });
      }

      // Rollouts: a step at a time, only while the robot is connected.
      const pending = await tx
        .select({
          id: rollouts.id,
          robotId: rollouts.robotId,
          state: rollouts.state,
          kind: updateFiles.kind,
          version: updateFiles.version,
        })
        .from(rollouts)
        .innerJoin(updateFiles, eq(updateFiles.id, rollouts.fileId))
        .where(inArray(rollouts.state, ['PENDING', 'DOWNLOADING']));
      for (const rollout of pending) {
        const robot = changed.get(rollout.robotId) ?? byId.get(rollout.robotId);
        if (robot === undefined || !isOnline(robot.lastHeartbeatAt, now) || !random.chance(rates.rolloutStep)) continue;
        summary.rollouts += 1;
        if (rollout.state === 'PENDING') {
          await tx.update(rollouts).set({ state: 'DOWNLOADING', updatedAt: now }).where(eq(rollouts.id, rollout.id));
          continue;
        }
        const what = rollout.kind === 'PROGRAM' ? '프로그램' : 'AI 모델';
        if (random.chance(rates.rolloutFail)) {
          const reason = random.pick(ROLLOUT_FAILURES);
          await tx
            .update(rollouts)
            .set({ state: 'FAILED', message: `설치하지 못했습니다: ${reason}`, updatedAt: now })
            .where(eq(rollouts.id, rollout.id));
          logs.push({
            robotId: robot.id,
            type: 'ERROR',
            code: 'UPDATE_FAILED',
            message: `${what} ${rollout.version} 설치 실패: ${reason}`,
            at: now.toISOString(),
          });
          continue;
        }
        await tx
          .update(rollouts)
          .set({ state: 'INSTALLED', message: null, updatedAt: now })
          .where(eq(rollouts.id, rollout.id));
        const installed = {
          ...robot,
          ...(rollout.kind === 'PROGRAM' ? { programVersion: rollout.version } : { aiModelVersion: rollout.version }),
          updatedAt: now,
        };
        changed.set(robot.id, installed);
        logs.push({
          robotId: robot.id,
          type: 'EVENT',
          code: 'UPDATE_INSTALLED',
          message: `${what} ${rollout.version}을(를) 설치했습니다.`,
          at: now.toISOString(),
        });
      }

      if (changed.size > 0) {
        const json = JSON.stringify(
          [...changed.values()].map((robot) => ({
            id: robot.id,
            lastHeartbeatAt: robot.lastHeartbeatAt,
            bins: robot.bins,
            capacityStates: robot.capacityStates,
            programVersion: robot.programVersion,
            aiModelVersion: robot.aiModelVersion,
            updatedAt: robot.updatedAt,
          })),
        );
        await tx.execute(sql`
          update ${robots} set
            last_heartbeat_at = x."lastHeartbeatAt", bins = x.bins, capacity_states = x."capacityStates",
            program_version = x."programVersion", ai_model_version = x."aiModelVersion", updated_at = x."updatedAt"
          from jsonb_to_recordset(${json}::jsonb) as x(
            id integer, "lastHeartbeatAt" timestamptz, bins jsonb, "capacityStates" text[],
            "programVersion" text, "aiModelVersion" text, "updatedAt" timestamptz)
          where ${robots.id} = x.id`);
      }
      await insertLogLines(tx, logs);
      await insertDeposits(tx, deposits);
      for (const { robot, event, message } of alerts) {
        const raised = await raiseAlert(tx, { robotId: robot.id, event, message, at: now });
        summary.alerts.push({ machineId: robot.machineId, event, recipients: raised.recipients });
      }
      summary.logs = logs.length;
      summary.deposits = deposits.length;
      summary.changedRobots = [...new Set([...changed.keys(), ...logs.map((line) => line.robotId)])];
    });
    previousTick = now;
    if (summary.changedRobots.length > 0) events?.changed(summary.changedRobots);
    return summary;
  }

  return { tick };
}
