import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { inlineVars } from '../internal/inlineVars';
import * as s from './Skeleton.css';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** 'text': bars as tall as 14px text (default); 'block': a box (a card, an image, a chart). */
  variant?: 'text' | 'block';
  /** Width: a number of px or a CSS length such as '60%'. Default the container's width. */
  width?: number | string;
  /** Height of a block: a number of px or a CSS length. Default 40px. Text bars keep the text height. */
  height?: number | string;
  /** Number of text lines; the last of several is shorter. Default 1. */
  lines?: number;
}

const cssLength = (value: number | string) => (typeof value === 'number' ? `${String(value)}px` : value);

/**
 * A grey placeholder with the shape of content that is still loading (a table's rows, a card). Hidden from
 * assistive technology: the busy region around it (aria-busy, a '불러오는 중…' status) tells the state. The
 * shimmer stops for users who prefer reduced motion.
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, className, style, ...rest }: SkeletonProps) {
  const sizeVars = inlineVars({
    ...(width !== undefined && { [s.widthVar]: cssLength(width) }),
    ...(height !== undefined && variant === 'block' && { [s.heightVar]: cssLength(height) }),
  });
  if (variant === 'text' && lines > 1) {
    return (
      <span aria-hidden className={clsx(s.lines, className)} style={{ ...sizeVars, ...style }} {...rest}>
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} className={clsx(s.shape.text, i === lines - 1 && s.lastLine)} />
        ))}
      </span>
    );
  }
  return <span aria-hidden className={clsx(s.shape[variant], className)} style={{ ...sizeVars, ...style }} {...rest} />;
}
