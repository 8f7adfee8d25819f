/**
 * The live screens' clock: "how long ago" and online/offline are judged against it, and it ticks so those words
 * age on screen without new data. Stories give a fixed clock (their pictures must not depend on the time).
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
