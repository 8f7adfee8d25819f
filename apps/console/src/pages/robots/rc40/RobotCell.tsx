import * as s from './rc40.css';

/** A robot in a table cell: its name, and its machine id under it (what the robot filters search). */
export function RobotCell({ name, machineId }: { name: string; machineId: string }) {
  return (
    <span className={s.twoLines}>
      <span>{name}</span>
      <span className={s.secondLine}>{machineId}</span>
    </span>
  );
}
