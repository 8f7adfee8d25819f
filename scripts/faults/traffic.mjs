// The fault test's traffic (scripts/faults/run.mjs): requests through nginx, each recorded (when, what kind, status,
// milliseconds, and for an answered write what should now exist), closed-loop list load for the throughput phases,
// mixed work for the fault phase (lists, robot commands and manual refunds with request ids, retries of failed
// remittances), and live streams of return events that reconnect with Last-Event-ID.
import { randomUUID } from 'node:crypto';
import http from 'node:http';

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One request on its own connection (no keep-alive: a reused socket that nginx closed meanwhile would fail a request
 * for a reason that is not the fleet's). Resolves { status, ms, json, error }: status 0 and `error` when no answer.
 */
export function call(port, method, path, { token, body, timeoutMs = 20_000 } = {}) {
  const started = performance.now();
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const done = (status, text, error) => {
      let json = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      resolve({ status, ms: performance.now() - started, json, error });
    };
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        timeout: timeoutMs,
        headers: {
          accept: 'application/json',
          ...(token === undefined ? {} : { authorization: `Bearer ${token}` }),
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => done(response.statusCode ?? 0, text, undefined));
        response.on('error', (error) => done(0, text, error.message));
      },
    );
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => done(0, '', error.message));
    request.end(payload);
  });
}

/** Signs in (POST /oa/v1/auth/login) and answers the access token. */
export async function signIn(port, loginId, password) {
  const answer = await call(port, 'POST', '/oa/v1/auth/login', { body: { loginId, password } });
  const token = answer.json?._data?.accessToken;
  if (answer.status !== 200 || typeof token !== 'string')
    throw new Error(`sign-in as ${loginId} failed: ${String(answer.status)} ${JSON.stringify(answer.json)}`);
  return token;
}

/** Every request of a run: { at (ms since t0), end, kind, status, ms, error, write }. */
export function createLog(t0) {
  const records = [];
  return {
    records,
    add(kind, answer, startedAt, write = null) {
      records.push({
        at: startedAt - t0,
        end: Date.now() - t0,
        kind,
        status: answer.status,
        ms: answer.ms,
        error: answer.error ?? null,
        code: answer.json?.error?.code ?? null,
        write,
      });
    },
  };
}

/** No answer, or the fleet's failure (5xx): what a caller would see as the console failing. */
export const failed = (record) => record.status === 0 || record.status >= 500;

const LISTS = [
  ['list robots', '/oa/v1/robots?size=20'],
  ['list rentals', '/seoul-cup/v1/rentals?size=20'],
  ['list refunds', '/seoul-cup/v1/refunds?size=20'],
  ['list return events', '/seoul-cup/v1/return-events?size=20'],
];

/** Closed-loop list load: `workers` callers, each asking the next list as soon as the last answered. */
export async function listLoad({ port, token, workers, seconds, log, kindPrefix }) {
  const until = Date.now() + seconds * 1000;
  const started = Date.now();
  let count = 0;
  const latencies = [];
  let errors = 0;
  await Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      let i = worker;
      while (Date.now() < until) {
        const [kind, path] = LISTS[i % 2];
        i += 1;
        const at = Date.now();
        const answer = await call(port, 'GET', path, { token });
        log.add(`${kindPrefix} ${kind}`, answer, at);
        count += 1;
        latencies.push(answer.ms);
        if (answer.status !== 200) errors += 1;
      }
    }),
  );
  const elapsed = (Date.now() - started) / 1000;
  return {
    requests: count,
    perSecond: count / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
  };
}

export function percentile(values, p) {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Answers that a caller (the console, an operator) would try again with the same request id. */
const retriable = (answer) =>
  answer.status === 0 || answer.status === 502 || answer.status === 503 || answer.status === 504;

/**
 * A write with a request id, as the console sends it: tried again with the same id while no answer came (or the
 * fleet answered 502/503/504), up to three times. Each attempt is recorded; `write(json)` says what an answered
 * 2xx must have left in the database.
 */
async function writeOnce(log, kind, send, write) {
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    const at = Date.now();
    const answer = await send();
    log.add(kind, answer, at, answer.status >= 200 && answer.status < 300 ? write(answer.json) : null);
    if (!retriable(answer)) return answer;
    await pause(500);
  }
  return null;
}

/**
 * The fault phase's mixed work until `stop()`: `workers` callers, each pausing `pauseMs` between requests, drawing
 * lists, `/me`, robot commands (RC4-GN-0001, request ids), manual refunds of returned rentals owed their deposit
 * (`owed`; now and then two operators at once for one rental, with different request ids: one refund at most), and
 * retries of remittances the bank refused.
 */
export function mixedLoad({ port, token, workers, pauseMs, log, owed, robot }) {
  let stopping = false;
  const stats = { refundsTried: 0, doubleTried: 0, retriesTried: 0, commandsTried: 0 };
  const refund = (rental, reason) =>
    writeOnce(
      log,
      'write refund',
      () =>
        call(port, 'POST', '/seoul-cup/v1/refunds', {
          token,
          body: {
            requestId: rental.requestId,
            rentalId: rental.id,
            amountKrw: rental.depositKrw,
            bank: '신한은행',
            account: '110123456789',
            reason,
          },
        }),
      (json) => ({
        type: 'refund',
        requestId: rental.requestId,
        rentalId: rental.id,
        refundId: json?._data?.refund?.id,
      }),
    );
  const actions = [
    [
      20,
      'list',
      async (i) => {
        const [kind, path] = LISTS[i % LISTS.length];
        const at = Date.now();
        log.add(kind, await call(port, 'GET', path, { token }), at);
      },
    ],
    [
      5,
      'me',
      async () => {
        const at = Date.now();
        log.add('me', await call(port, 'GET', '/oa/v1/me', { token }), at);
      },
    ],
    [
      6,
      'command',
      async (i) => {
        stats.commandsTried += 1;
        const requestId = randomUUID();
        const command = i % 2 === 0 ? 'OPEN_DOOR' : 'LOCK_DOOR';
        await writeOnce(
          log,
          'write robot command',
          () => call(port, 'POST', `/oa/v1/robots/${robot}/commands`, { token, body: { requestId, command } }),
          (json) => ({ type: 'command', requestId, logId: json?._data?.log?.id }),
        );
      },
    ],
    [
      4,
      'refund',
      async (i) => {
        const rental = owed.pop();
        if (rental === undefined) return;
        stats.refundsTried += 1;
        if (i % 5 === 0) {
          // Two operators refund the same return at once: at most one refund.
          stats.doubleTried += 1;
          await Promise.all([
            refund({ ...rental, requestId: randomUUID() }, '반납기 통신 오류 (운영자 1)'),
            refund({ ...rental, requestId: randomUUID() }, '반납기 통신 오류 (운영자 2)'),
          ]);
        } else await refund({ ...rental, requestId: randomUUID() }, '반납기 통신 오류로 자동 환급 누락');
      },
    ],
    [
      2,
      'retry',
      async () => {
        const at = Date.now();
        const list = await call(port, 'GET', '/seoul-cup/v1/refunds?size=5&filter=state:eq:FAILED', { token });
        log.add('list failed refunds', list, at);
        const failedRefund = list.json?._data?.items?.[0];
        if (failedRefund === undefined) return;
        stats.retriesTried += 1;
        const requestId = randomUUID();
        await writeOnce(
          log,
          'write refund retry',
          () =>
            call(port, 'POST', `/seoul-cup/v1/refunds/${String(failedRefund.id)}/retry`, {
              token,
              body: { requestId, bank: '신한은행', account: '110987654321' },
            }),
          () => ({ type: 'retry', requestId, refundId: failedRefund.id }),
        );
      },
    ],
  ];
  const total = actions.reduce((sum, [weight]) => sum + weight, 0);
  const running = Promise.all(
    Array.from({ length: workers }, async (_, worker) => {
      let i = worker * 7919;
      while (!stopping) {
        i += 1;
        let pick = (i * 2654435761) % total;
        const action = actions.find(([weight]) => (pick -= weight) < 0) ?? actions[0];
        await action[2](i);
        await pause(pauseMs);
      }
    }),
  );
  return {
    stats,
    async stop() {
      stopping = true;
      await running;
    },
  };
}

/**
 * A live stream of return events through nginx, as the console follows it: on an end or an error it waits the
 * stream's `retry:` hint and reconnects with Last-Event-ID. It starts as a reconnection after `startAfter` (the
 * newest event when it began), so every event after it must arrive. Records every event id, and each gap: when the
 * connection ended and when the next one answered 200.
 */
export function followReturnEvents({ port, token, t0, name, startAfter }) {
  const path = '/seoul-cup/v1/return-events/stream';
  const state = { name, startAfter, ids: [], duplicates: 0, gaps: [], connects: 0, failedConnects: 0, retryMs: 3000 };
  const seen = new Set();
  let lastId = startAfter;
  let stopping = false;
  let current = null;
  let gapStart = null;
  let wake = null;

  const connect = () =>
    new Promise((resolve) => {
      const headers = {
        accept: 'text/event-stream',
        authorization: `Bearer ${token}`,
        'last-event-id': String(lastId),
      };
      const request = http.get({ host: '127.0.0.1', port, path, headers, agent: false }, (response) => {
        if (response.statusCode !== 200) {
          state.failedConnects += 1;
          response.resume();
          response.on('end', resolve);
          response.on('error', resolve);
          return;
        }
        state.connects += 1;
        if (gapStart !== null) {
          state.gaps.push({ from: gapStart - t0, to: Date.now() - t0, seconds: (Date.now() - gapStart) / 1000 });
          gapStart = null;
        }
        let buffer = '';
        let event = { id: null, type: 'message' };
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          buffer += chunk;
          let cut;
          while ((cut = buffer.indexOf('\n')) >= 0) {
            const line = buffer.slice(0, cut).replace(/\r$/, '');
            buffer = buffer.slice(cut + 1);
            if (line === '') {
              if (event.type === 'return' && event.id !== null) {
                const id = Number(event.id);
                if (seen.has(id)) state.duplicates += 1;
                else {
                  seen.add(id);
                  state.ids.push(id);
                }
                lastId = id;
              }
              event = { id: null, type: 'message' };
            } else if (line.startsWith('retry:')) state.retryMs = Number(line.slice(6).trim()) || state.retryMs;
            else if (line.startsWith('id:')) event.id = line.slice(3).trim();
            else if (line.startsWith('event:')) event.type = line.slice(6).trim();
          }
        });
        response.on('end', resolve);
        response.on('error', resolve);
        response.on('close', resolve);
      });
      current = request;
      request.on('error', () => {
        state.failedConnects += 1;
        resolve();
      });
    });

  const running = (async () => {
    while (!stopping) {
      await connect();
      if (stopping) break;
      gapStart ??= Date.now();
      await new Promise((resolve) => {
        wake = resolve;
        setTimeout(resolve, state.retryMs);
      });
    }
  })();
  return {
    state,
    async stop() {
      stopping = true;
      current?.destroy();
      wake?.();
      await running;
      return { ...state, lastId };
    },
  };
}
