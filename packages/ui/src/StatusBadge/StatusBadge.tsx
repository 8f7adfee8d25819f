import { Badge } from './Badge';
import * as s from './Badge.css';
import { statusEntry, type StatusKind, type StatusValue } from './statusTables';

export type StatusBadgeProps = {
  [K in StatusKind]: {
    /** Which enumeration the value belongs to (the table in statusTables.ts). */
    kind: K;
    /**
     * The raw value from the server, e.g. 'OPERATION'. An unknown value is shown as itself in a neutral badge;
     * null, undefined or '' show '-'.
     */
    value: StatusValue<K> | (string & {}) | null | undefined;
    /** Show the dot before the label. Default true. */
    dot?: boolean;
    className?: string;
  };
}[StatusKind];

/**
 * The Korean label of an enumeration value in its tone, e.g. `<StatusBadge kind="robotOperation"
 * value="OPERATION" />` shows '운영 중' in green. Labels come from statusTables.ts, shared with filters.
 */
export function StatusBadge({ kind, value, dot, className }: StatusBadgeProps) {
  if (value === null || value === undefined || value === '') {
    return <span className={s.empty}>-</span>;
  }
  const { label, tone } = statusEntry(kind, value);
  return (
    <Badge tone={tone} dot={dot} className={className} data-value={value}>
      {label}
    </Badge>
  );
}
