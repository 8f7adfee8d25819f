import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import * as s from './Badge.css';
import type { BadgeTone } from './statusTables';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour meaning: success, info, warning, danger, neutral or brand. Default 'neutral'. */
  tone?: BadgeTone;
  /** Show a small dot before the text (status lists scan faster with it). Default true. */
  dot?: boolean;
  children: ReactNode;
}

/** A small pill of text in a tone, for states and categories. The text carries the meaning, not the colour. */
export function Badge({ tone = 'neutral', dot = true, className, children, ...rest }: BadgeProps) {
  return (
    <span className={clsx(s.badge, s.tone[tone], className)} {...rest}>
      {dot && <span className={s.dot} aria-hidden />}
      {children}
    </span>
  );
}
