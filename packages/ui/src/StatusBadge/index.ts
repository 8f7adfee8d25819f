export { Badge, type BadgeProps } from './Badge';
export { StatusBadge, type StatusBadgeProps } from './StatusBadge';
export {
  statusEntry,
  statusLabel,
  statusOptions,
  type BadgeTone,
  type StatusEntry,
  type StatusTable,
  type StatusValue,
} from './statusTables';
export * from './robotStatus';
export * from './cupStatus';
export * from './machineStatus';
export * from './moneyStatus';
export * from './accountStatus';
