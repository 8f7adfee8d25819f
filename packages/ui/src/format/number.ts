/**
 * Korean number formatting for charts, tables and cards. Pure functions over Intl (no dependency), fixed to
 * the ko-KR locale so a browser set to another language still shows the console's numbers the same way.
 */

/** What every formatter shows for a missing value (null, undefined, NaN, ±Infinity). */
export const EMPTY_VALUE = '-';

/** A value a formatter accepts: missing values are allowed and shown as {@link EMPTY_VALUE}. */
export type MaybeNumber = number | null | undefined;

export interface FormatNumberOptions {
  /** Most digits after the decimal point. Default 2 (counts show none, weights like 12.5kg keep theirs). */
  maximumFractionDigits?: number;
  /** Fewest digits after the decimal point. Default 0. */
  minimumFractionDigits?: number;
  /** A sign on every non-zero value ('+12', '-3', '0'), for changes against a previous period. Default false. */
  showSign?: boolean;
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/** Intl formatters are costly to build and charts format thousands of ticks: one per option set. */
function numberFormat(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('ko-KR', options);
    numberFormats.set(key, format);
  }
  return format;
}

const isNumber = (value: MaybeNumber): value is number => typeof value === 'number' && Number.isFinite(value);

/** -0 would print as '-0'. */
const noNegativeZero = (text: string) => (/^-0(\.0+)?$/.test(text) ? text.slice(1) : text);

/** ko-KR thousands separators: 1234567.891 → '1,234,567.89'. Missing values → '-'. */
export function formatNumber(value: MaybeNumber, options: FormatNumberOptions = {}): string {
  if (!isNumber(value)) return EMPTY_VALUE;
  const { maximumFractionDigits = 2, minimumFractionDigits = 0, showSign = false } = options;
  return noNegativeZero(
    numberFormat({
      maximumFractionDigits: Math.max(maximumFractionDigits, minimumFractionDigits),
      minimumFractionDigits,
      ...(showSign && { signDisplay: 'exceptZero' }),
    }).format(value),
  );
}

/** Korean myriad units, largest first: numbers are read in groups of four digits. */
const units = [
  { size: 1e12, suffix: '조' },
  { size: 1e8, suffix: '억' },
  { size: 1e4, suffix: '만' },
] as const;

/** One decimal while the leading part is a single digit (1.2만), whole numbers after (12만, 1,234만). */
const roundForUnit = (scaled: number) => (scaled < 10 ? Math.round(scaled * 10) / 10 : Math.round(scaled));

/**
 * Short numbers for axis ticks and cards, the Korean way: below 10,000 the plain number ('1,234'), then 만, 억,
 * 조 ('1.2만', '3.4억', '12만', '1,234만'). Rounding that reaches the next unit moves to it (99,999,999 → '1억',
 * not '10,000만').
 */
export function formatCompactNumber(value: MaybeNumber): string {
  if (!isNumber(value)) return EMPTY_VALUE;
  const sign = value < 0 ? '-' : '';
  const magnitude = Math.abs(value);
  const index = units.findIndex((unit) => magnitude >= unit.size);
  if (index === -1) {
    // Below 1만: whole numbers as they are, fractions to one decimal (ticks like 0.5).
    const rounded = Math.round(magnitude * 10) / 10;
    if (rounded === 0) return '0';
    if (rounded >= 1e4) return `${sign}1만`;
    return `${sign}${formatNumber(rounded, { maximumFractionDigits: 1 })}`;
  }
  let unit = units[index] ?? units[2];
  let rounded = roundForUnit(magnitude / unit.size);
  const larger = units[index - 1];
  if (larger && rounded * unit.size >= larger.size) {
    unit = larger;
    rounded = roundForUnit(magnitude / unit.size);
  }
  return `${sign}${formatNumber(rounded, { maximumFractionDigits: 1 })}${unit.suffix}`;
}

/**
 * Korean won, whole numbers only: 12000 → '12,000원'. KRW has no minor unit, so a fractional amount (an
 * average, a computed share) is rounded to the nearest won, halves away from zero (2.5 → 3원, -2.5 → -3원),
 * rather than shown with decimals or refused: a screen must not break over a rounding artefact. Amounts that
 * must be exact (refunds) are integers from the server, and rounding leaves them unchanged.
 */
export function formatKRW(value: MaybeNumber): string {
  if (!isNumber(value)) return EMPTY_VALUE;
  const won = Math.sign(value) * Math.round(Math.abs(value));
  return `${formatNumber(won, { maximumFractionDigits: 0 })}원`;
}

export interface FormatPercentOptions {
  /** Most digits after the decimal point. Default 1. */
  maximumFractionDigits?: number;
  /** Fewest digits after the decimal point. Default 0. */
  minimumFractionDigits?: number;
  /** A sign on every non-zero value ('+3.2%'), for changes. Default false. */
  showSign?: boolean;
}

/**
 * A ratio as a percentage: 0.123 → '12.3%', 1 → '100%'. The input is a ratio (0 to 1), like Intl and
 * spreadsheets; a value already in percent (12.3) must be divided by 100 first.
 */
export function formatPercent(ratio: MaybeNumber, options: FormatPercentOptions = {}): string {
  if (!isNumber(ratio)) return EMPTY_VALUE;
  const { maximumFractionDigits = 1, minimumFractionDigits = 0, showSign = false } = options;
  const text = numberFormat({
    style: 'percent',
    maximumFractionDigits: Math.max(maximumFractionDigits, minimumFractionDigits),
    minimumFractionDigits,
    ...(showSign && { signDisplay: 'exceptZero' }),
  }).format(ratio);
  // -0.0001 rounds to '-0%'.
  return /^-0(\.0+)?%$/.test(text) ? text.slice(1) : text;
}
