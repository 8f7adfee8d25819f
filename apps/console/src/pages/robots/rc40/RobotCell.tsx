import type { ReactNode } from 'react';
import * as s from './rc40.css';

/** A table cell of two lines: the main text, and under it a detail in smaller muted text. */
export function TwoLines({ first, second }: { first: ReactNode; second: ReactNode }) {
  return (
    <span className={s.twoLines}>
      <span>{first}</span>
      <span className={s.secondLine}>{second}</span>
    </span>
  );
}

/** A robot in a table cell: its name, and its machine id under it (what the robot filters search). */
export function RobotCell({ name, machineId }: { name: string; machineId: string }) {
  return <TwoLines first={name} second={machineId} />;
}
