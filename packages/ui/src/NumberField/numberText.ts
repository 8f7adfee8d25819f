/**
 * The text of a number input, kept as typed digits (what a form reads: '1250000', never '1,250,000') and
 * formatted with Korean thousands separators only for display. Pure functions, unit-tested in node.
 */

interface NumberTextOptions {
  /** Digits allowed after the decimal point. 0 (default): integers only, e.g. KRW amounts and counts. */
  decimals?: number;
  /** Allow a leading minus sign. */
  allowNegative?: boolean;
}

// Korean IMEs can type full-width digits (０-９) and points; read them as ASCII.
const toAscii = (text: string) => text.replace(/[０-９．－]/g, (ch) => String.fromCharCode(ch.charCodeAt(0) - 0xfee0));

/**
 * What may stay in the input while typing: digits, one decimal point when `decimals` > 0 (the fraction cut to
 * `decimals` digits), and a leading minus when allowed. Separators and any other character are dropped; for
 * integers, everything from a decimal point on is dropped (a pasted '1000.50' is 1000, not 100050).
 */
export function sanitizeNumberText(
  raw: string,
  { decimals = 0, allowNegative = false }: NumberTextOptions = {},
): string {
  const text = toAscii(raw).trim();
  const negative = allowNegative && text.startsWith('-');
  const pointAt = text.indexOf('.');
  const intSource = pointAt === -1 ? text : text.slice(0, pointAt);
  const intPart = intSource.replace(/\D/g, '');
  if (pointAt === -1 || decimals <= 0) return (negative ? '-' : '') + intPart;
  const fraction = text
    .slice(pointAt + 1)
    .replace(/\D/g, '')
    .slice(0, decimals);
  return `${negative ? '-' : ''}${intPart}.${fraction}`;
}

/** '1250000' -> '1,250,000'; '-1234.5' -> '-1,234.5'. Text that is not a number comes back unchanged. */
export function formatNumberText(text: string): string {
  const match = /^(-?)(\d+)(\.\d*)?$/.exec(text);
  if (!match) return text;
  const [, sign = '', int = '', fraction = ''] = match;
  return sign + int.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + fraction;
}

/**
 * The number a text stands for, or null when it is empty or incomplete ('', '-', '.'). Also takes what a
 * form may hold already (a number, null), so it can be react-hook-form's `setValueAs`.
 */
export function parseNumberText(text: string | number | null | undefined): number | null {
  if (typeof text === 'number') return Number.isFinite(text) ? text : null;
  if (text === null || text === undefined) return null;
  const clean = text.replace(/,/g, '').trim();
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(clean)) return null;
  return Number(clean);
}

interface NormalizeOptions {
  min?: number;
  max?: number;
  decimals?: number;
}

/**
 * The text an input settles on when it loses focus: a canonical number ('007' -> '7', '12.' -> '12'),
 * clamped to min/max and rounded to `decimals`; '' when nothing usable was typed.
 */
export function normalizeNumberText(text: string, { min, max, decimals = 0 }: NormalizeOptions = {}): string {
  const parsed = parseNumberText(text);
  if (parsed === null) return '';
  let value = parsed;
  if (min !== undefined) value = Math.max(min, value);
  if (max !== undefined) value = Math.min(max, value);
  const factor = 10 ** Math.max(0, decimals);
  value = Math.round(value * factor) / factor;
  // -0 would print as '0' anyway; keep it out of the form value too.
  return String(value === 0 ? 0 : value);
}
