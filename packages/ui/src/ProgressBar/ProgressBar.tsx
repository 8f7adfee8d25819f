import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import { visuallyHidden } from '../internal/a11y.css';
import { inlineVars } from '../internal/inlineVars';
import type { BadgeTone } from '../StatusBadge/statusTables';
import * as s from './ProgressBar.css';
import { clampPercent, progressTone, type ProgressThresholds } from './progressTone';

export interface ProgressBarProps extends Omit<HTMLAttributes<HTMLDivElement>, 'role' | 'children'> {
  /** The value in percent, 0-100 (values outside are clamped). */
  value: number;
  /** What is measured ('PET 적재율', '업로드'): names the bar. */
  label: ReactNode;
  /** Keeps the label for screen readers only (e.g. in a table cell whose column says it); the bar and the percent share one row. */
  hideLabel?: boolean;
  /** Colour of the fill. Default: by `thresholds` if given, else 'brand'. */
  tone?: BadgeTone;
  /** Levels that pick the tone: at or above `danger` danger, at or above `warning` warning, else success. */
  thresholds?: ProgressThresholds;
  /**
   * 'meter' (default): a level within a range (a bin's fill, stock). 'progress': how far a task has come
   * (an upload, a rollout).
   */
  kind?: 'meter' | 'progress';
  /** Text shown and read instead of '85%' (e.g. '12.3 MB / 30 MB'). */
  valueText?: string;
}

/**
 * A horizontal gauge with its label and percent: bin fill, stock, upload or rollout progress. The percent is
 * always written, so the colour only adds to it (role meter or progressbar with its value for screen readers).
 */
export function ProgressBar({
  value,
  label,
  hideLabel = false,
  tone: toneProp,
  thresholds,
  kind = 'meter',
  valueText,
  className,
  ...rest
}: ProgressBarProps) {
  const labelId = `${useId()}-label`;
  const percent = clampPercent(value);
  const tone = toneProp ?? progressTone(percent, thresholds) ?? 'brand';
  const text = valueText ?? `${Math.round(percent)}%`;
  return (
    <div className={clsx(s.root, className)} data-tone={tone} {...rest}>
      <span id={labelId} className={hideLabel ? visuallyHidden : s.label}>
        {label}
      </span>
      <span className={clsx(s.value, s.valueTone[tone])} aria-hidden>
        {text}
      </span>
      <div
        role={kind === 'meter' ? 'meter' : 'progressbar'}
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
        className={clsx(s.track, hideLabel && s.inlineTrack)}
      >
        <div className={clsx(s.fill, s.fillTone[tone])} style={inlineVars({ [s.fillWidth]: `${percent}%` })} />
      </div>
    </div>
  );
}
