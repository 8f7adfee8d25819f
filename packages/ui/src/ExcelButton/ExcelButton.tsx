import { clsx } from 'clsx';
import { FileSpreadsheet } from 'lucide-react';
import type { MouseEvent } from 'react';
import { Button, type ButtonProps } from '../Button';
import { inlineVars } from '../internal/inlineVars';
import { Spinner } from '../Spinner';
import * as s from './ExcelButton.css';
import { clampProgress } from './progress';

export interface ExcelButtonProps extends Omit<
  ButtonProps,
  'children' | 'icon' | 'loading' | 'loadingLabel' | 'asChild' | 'variant'
> {
  /** Export progress 0-100 while an export runs: shows the percentage and a filling bar. */
  progress?: number;
  /** An export runs without a known progress (indeterminate): shows a spinner. Implied by `progress`. */
  busy?: boolean;
  /** Visible text. Default 'EXCEL' (spec §2). */
  text?: string;
  /**
   * What the button does, for screen readers. Default '엑셀 다운로드' (labels-ko.md). The accessible name is
   * this plus the visible text, '엑셀 다운로드 EXCEL' (or '엑셀 다운로드 EXCEL 42%'), so that a voice-control
   * user saying "EXCEL" finds it (WCAG 2.5.3, label in name).
   */
  label?: string;
}

/**
 * The EXCEL export button (spec §2). While an export runs (`busy`, or a `progress` value) it shows a
 * spinner and the percentage, announces busy, and ignores further clicks, so one export runs at a time.
 */
export function ExcelButton({
  progress,
  busy = false,
  text = 'EXCEL',
  label = '엑셀 다운로드',
  onClick,
  className,
  style,
  ...rest
}: ExcelButtonProps) {
  const running = busy || progress !== undefined;
  const percent = progress === undefined ? undefined : clampProgress(progress);
  const visible = percent === undefined ? text : `${text} ${percent}%`;
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (running) return;
    onClick?.(event);
  };
  return (
    <Button
      variant="secondary"
      icon={running ? <Spinner size="sm" tone="current" /> : <FileSpreadsheet className={s.icon} size={16} />}
      aria-label={`${label} ${visible}`}
      aria-busy={running || undefined}
      className={clsx(s.button, className)}
      style={{ ...(percent !== undefined && inlineVars({ [s.progressVar]: `${percent}%` })), ...style }}
      onClick={handleClick}
      {...rest}
    >
      {visible}
      {percent !== undefined && <span className={s.bar} aria-hidden />}
    </Button>
  );
}
