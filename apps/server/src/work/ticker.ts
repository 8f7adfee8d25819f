/**
 * The clock of a fleet job (fleet.ts): `tick(now)` every `intervalMs` once started; a slow tick is not overlapped by the next
 * (that one is skipped); `stop()` waits for a running tick. Failures go to `onError`, the ticking goes on.
 */
export interface Ticker {
  start(): void;
  stop(): Promise<void>;
}

export function ticker(
  tick: (now: Date) => Promise<unknown>,
  {
    intervalMs,
    clock,
    onError,
  }: { intervalMs: number; clock: () => Date; onError?: ((error: unknown) => void) | undefined },
): Ticker {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  return {
    start() {
      if (timer !== undefined) return;
      timer = setInterval(() => {
        if (running !== null) return;
        running = tick(clock())
          .catch((error: unknown) => onError?.(error))
          .finally(() => {
            running = null;
          });
      }, intervalMs);
    },
    async stop() {
      if (timer !== undefined) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
