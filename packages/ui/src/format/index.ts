export {
  EMPTY_VALUE,
  formatNumber,
  formatCompactNumber,
  formatKRW,
  formatPercent,
  type MaybeNumber,
  type FormatNumberOptions,
  type FormatPercentOptions,
} from './number';
export {
  TIME_ZONE,
  toDate,
  seoulParts,
  formatDate,
  formatDateTime,
  formatMonth,
  formatMonthDay,
  formatTime,
  type DateInput,
  type FormatDateTimeOptions,
  type SeoulParts,
} from './date';
