/**
 * Korean labels and badge tones of the domain's enumerations (spec §3, domain.md): one table per enumeration, in a
 * module per area (robotStatus.ts, cupStatus.ts, accountStatus.ts), so a screen carries only its area's words.
 * Plain data, so the console's filters and Excel exports reuse the same words as the badges.
 */

/** A badge's colour meaning. */
export type BadgeTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral' | 'brand';

export interface StatusEntry {
  /** The Korean label shown to operators. */
  label: string;
  tone: BadgeTone;
}

/** One enumeration: each value's label and tone, in the order filters list them. */
export type StatusTable = Readonly<Record<string, StatusEntry>>;

/** The known values of one enumeration, e.g. StatusValue<typeof robotOperationStatus> is 'OPERATION' | ... */
export type StatusValue<T extends StatusTable> = keyof T & string;

/**
 * The label and tone of a value. An unknown value (a state the server added later) comes back as itself in
 * the neutral tone, so a screen never breaks on it.
 */
export function statusEntry(table: StatusTable, value: string): StatusEntry {
  const entry = Object.hasOwn(table, value) ? table[value] : undefined;
  return entry ?? { label: value, tone: 'neutral' };
}

/** The Korean label of a value (the raw value when unknown), for table cells, filters and exports. */
export function statusLabel(table: StatusTable, value: string): string {
  return statusEntry(table, value).label;
}

/** The enumeration as select options in the table's order, e.g. for a filter dropdown. */
export function statusOptions<T extends StatusTable>(table: T): { value: StatusValue<T>; label: string }[] {
  return Object.entries(table).map(([value, entry]) => ({ value: value, label: entry.label }));
}
