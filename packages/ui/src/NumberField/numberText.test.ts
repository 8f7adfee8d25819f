import { describe, expect, it } from 'vitest';
import { formatNumberText, normalizeNumberText, parseNumberText, sanitizeNumberText } from './numberText';

describe('sanitizeNumberText', () => {
  it('keeps digits only for integer amounts, dropping separators, units and letters', () => {
    expect(sanitizeNumberText('1,250,000원')).toBe('1250000');
    expect(sanitizeNumberText('12a3')).toBe('123');
    expect(sanitizeNumberText(' 42 ')).toBe('42');
  });

  it('cuts an integer at the decimal point, so a pasted 1000.50 is not read as 100050', () => {
    expect(sanitizeNumberText('1000.50')).toBe('1000');
  });

  it('refuses a minus sign unless negatives are allowed', () => {
    expect(sanitizeNumberText('-5')).toBe('5');
    expect(sanitizeNumberText('-5', { allowNegative: true })).toBe('-5');
    expect(sanitizeNumberText('5-', { allowNegative: true })).toBe('5');
  });

  it('keeps one decimal point and at most `decimals` fraction digits', () => {
    expect(sanitizeNumberText('12.345', { decimals: 2 })).toBe('12.34');
    expect(sanitizeNumberText('1.2.3', { decimals: 2 })).toBe('1.23');
    expect(sanitizeNumberText('12.', { decimals: 1 })).toBe('12.');
  });

  it('reads full-width digits typed by a Korean IME', () => {
    expect(sanitizeNumberText('１２３')).toBe('123');
  });
});

describe('formatNumberText', () => {
  it('adds thousands separators to the integer part', () => {
    expect(formatNumberText('1250000')).toBe('1,250,000');
    expect(formatNumberText('999')).toBe('999');
    expect(formatNumberText('1000')).toBe('1,000');
    expect(formatNumberText('-1234.56')).toBe('-1,234.56');
  });

  it('leaves empty and incomplete text alone', () => {
    expect(formatNumberText('')).toBe('');
    expect(formatNumberText('-')).toBe('-');
  });
});

describe('parseNumberText', () => {
  it('reads numbers, with or without separators', () => {
    expect(parseNumberText('1,000')).toBe(1000);
    expect(parseNumberText('-12.5')).toBe(-12.5);
    expect(parseNumberText('0')).toBe(0);
  });

  it('passes through what a form already holds (setValueAs sees default values too)', () => {
    expect(parseNumberText(1000)).toBe(1000);
    expect(parseNumberText(null)).toBeNull();
    expect(parseNumberText(undefined)).toBeNull();
  });

  it('gives null for empty or incomplete text, so an empty field is not 0', () => {
    expect(parseNumberText('')).toBeNull();
    expect(parseNumberText('-')).toBeNull();
    expect(parseNumberText('.')).toBeNull();
  });
});

describe('normalizeNumberText', () => {
  it('settles on a canonical number', () => {
    expect(normalizeNumberText('007')).toBe('7');
    expect(normalizeNumberText('12.', { decimals: 1 })).toBe('12');
    expect(normalizeNumberText('')).toBe('');
    expect(normalizeNumberText('-')).toBe('');
  });

  it('clamps to min and max', () => {
    expect(normalizeNumberText('150', { min: 0, max: 100 })).toBe('100');
    expect(normalizeNumberText('-3', { min: 0 })).toBe('0');
    expect(normalizeNumberText('50', { min: 0, max: 100 })).toBe('50');
  });

  it('rounds to the allowed decimals', () => {
    expect(normalizeNumberText('12.345', { decimals: 2 })).toBe('12.35');
    expect(normalizeNumberText('12.6')).toBe('13');
  });
});
