import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../theme/contrast';
import { semanticColors } from '../theme/tokens';
import { statusTables } from './allStatusTables';
import { statusEntry, statusLabel, statusOptions, type BadgeTone } from './statusTables';

describe('status tables', () => {
  it('gives the Korean label and tone of a known value', () => {
    expect(statusEntry(statusTables.robotOperation, 'OPERATION')).toEqual({ label: '운영 중', tone: 'success' });
    expect(statusLabel(statusTables.robotCapacity, 'FULL')).toBe('가득 참');
    expect(statusLabel(statusTables.material, 'TETRA_PAK')).toBe('종이팩');
  });

  it('shows an unknown value as itself in the neutral tone instead of failing', () => {
    expect(statusEntry(statusTables.cup, 'MELTED')).toEqual({ label: 'MELTED', tone: 'neutral' });
    // Inherited object keys are not states.
    expect(statusEntry(statusTables.refund, 'toString')).toEqual({ label: 'toString', tone: 'neutral' });
  });

  it('lists an enumeration as filter options in the table order', () => {
    expect(statusOptions(statusTables.refund)).toEqual([
      { value: 'REQUESTED', label: '요청' },
      { value: 'PROCESSING', label: '송금 중' },
      { value: 'COMPLETED', label: '완료' },
      { value: 'FAILED', label: '실패' },
    ]);
  });

  it('covers every value of domain.md', () => {
    expect(Object.keys(statusTables.cup)).toEqual([
      'REGISTERED',
      'IN_BOX',
      'SHIPPED',
      'LOADED',
      'RENTED',
      'RETURNED',
      'COLLECTED',
      'WASHING',
      'CLEAN',
      'LOST',
      'DISCARDED',
    ]);
    expect(Object.keys(statusTables.box)).toEqual(['EMPTY', 'PACKED', 'SHIPPING', 'DELIVERED', 'RETURNED']);
    expect(Object.keys(statusTables.rental)).toEqual(['RENTED', 'RETURNED', 'EXPIRED', 'REFUNDED']);
    expect(Object.keys(statusTables.cupMachineState)).toEqual(['NORMAL', 'CHECK', 'STOP']);
    for (const band of [statusTables.rentalStockBand, statusTables.returnFillBand])
      expect(Object.keys(band)).toEqual(['EMPTY', 'LOW', 'NORMAL', 'HIGH', 'FULL']);
    expect(Object.keys(statusTables.machineAlertKind)).toEqual(['LOW_STOCK', 'EMPTY', 'FULL', 'JAM', 'OFFLINE']);
    expect(Object.keys(statusTables.refund)).toEqual(['REQUESTED', 'PROCESSING', 'COMPLETED', 'FAILED']);
    expect(Object.keys(statusTables.refundMessage)).toEqual(['PENDING', 'SENT', 'FAILED']);
    expect(Object.keys(statusTables.transferFailure)).toEqual(['WRONG_ACCOUNT', 'BANK_CLOSED', 'LIMIT_EXCEEDED']);
    expect(Object.keys(statusTables.refundEvent)).toEqual([
      'REQUESTED',
      'TRANSFER_STARTED',
      'TRANSFER_COMPLETED',
      'TRANSFER_FAILED',
      'RETRY_REQUESTED',
      'MESSAGE_SENT',
      'MESSAGE_FAILED',
      'MESSAGE_RESENT',
    ]);
  });

  it('never gives two values of one enumeration the same label', () => {
    for (const table of Object.values(statusTables)) {
      const labels = Object.values(table).map((entry: { label: string }) => entry.label);
      expect(new Set(labels).size).toBe(labels.length);
    }
  });
});

describe('badge tones', () => {
  // The text and fill colours of each tone, as in Badge.css.ts.
  const pairs: Record<BadgeTone, [string, string]> = {
    success: [semanticColors.success, semanticColors.successSubtle],
    info: [semanticColors.info, semanticColors.infoSubtle],
    warning: [semanticColors.warning, semanticColors.warningSubtle],
    danger: [semanticColors.danger, semanticColors.dangerSubtle],
    neutral: [semanticColors.textSecondary, semanticColors.surfaceSunken],
    brand: [semanticColors.brandText, semanticColors.brandSubtle],
  };
  it.each(Object.entries(pairs))('%s text meets WCAG AA on its fill', (_tone, [text, fill]) => {
    expect(contrastRatio(text, fill)).toBeGreaterThanOrEqual(4.5);
  });
});
