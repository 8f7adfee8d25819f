import { Badge } from './Badge';
import * as s from './Badge.css';
import { statusEntry, type StatusTable, type StatusValue } from './statusTables';

export interface StatusBadgeProps<T extends StatusTable> {
  /** Which enumeration the value belongs to: its table, from its area's module (e.g. `robotOperationStatus`). */
  table: T;
  /**
   * The raw value from the server, e.g. 'OPERATION'. An unknown value is shown as itself in a neutral badge;
   * null, undefined or '' show '-'.
   */
  value: StatusValue<T> | (string & {}) | null | undefined;
  /** Show the dot before the label. Default true. */
  dot?: boolean;
  className?: string;
}

/**
 * The Korean label of an enumeration value in its tone, e.g. `<StatusBadge table={robotOperationStatus}
 * value="OPERATION" />` shows '운영 중' in green. Labels come from the area's table, shared with filters.
 */
export function StatusBadge<T extends StatusTable>({ table, value, dot, className }: StatusBadgeProps<T>) {
  if (value === null || value === undefined || value === '') {
    return <span className={s.empty}>-</span>;
  }
  const { label, tone } = statusEntry(table, value);
  return (
    <Badge tone={tone} dot={dot} className={className} data-value={value}>
      {label}
    </Badge>
  );
}
