/**
 * The live screens' clock: "how long ago" and online/offline are judged against it, and it ticks so those words
 * age on screen without new data. Stories give a fixed clock (their pictures must not depend on the time).
 * Every live screen's (robots' realtime control and RC 4.0 board, the cup monitors).
 */
import { createContext, use, useEffect, useState, type ReactNode } from 'react';

const ClockContext = createContext<() => number>(Date.now);

export function ClockProvider({ now, children }: { now: () => number; children?: ReactNode }) {
  return <ClockContext value={now}>{children}</ClockContext>;
}

/** The time now (ms), updated every `intervalMs`. */
export function useNow(intervalMs = 10_000): number {
  const read = use(ClockContext);
  const [now, setNow] = useState(read);
  useEffect(() => {
    const timer = setInterval(() => {
      setNow(read());
    }, intervalMs);
    return () => {
      clearInterval(timer);
    };
  }, [read, intervalMs]);
  return now;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '방금 전', '3분 전', '2시간 전', '4일 전' (whole units, rounded down); '-' without a time. */
export function formatElapsed(iso: string | null, now: number): string {
  if (iso === null) return '-';
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '-';
  const elapsed = Math.max(0, now - at);
  if (elapsed < MINUTE) return '방금 전';
  if (elapsed < HOUR) return `${String(Math.floor(elapsed / MINUTE))}분 전`;
  if (elapsed < DAY) return `${String(Math.floor(elapsed / HOUR))}시간 전`;
  return `${String(Math.floor(elapsed / DAY))}일 전`;
}
