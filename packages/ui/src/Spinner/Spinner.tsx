import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { visuallyHidden } from '../internal/a11y.css';
import * as s from './Spinner.css';

export type SpinnerSize = 'sm' | 'md' | 'lg';
export type SpinnerTone = 'brand' | 'current' | 'inverse';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** sm 16px (inside buttons), md 24px, lg 48px (the full-screen overlay). Default md. */
  size?: SpinnerSize;
  /** Colour: brand mint, the current text colour, or white on dark surfaces. Default brand. */
  tone?: SpinnerTone;
  /**
   * What a screen reader hears, e.g. '불러오는 중…'. Without a label the spinner is decorative (aria-hidden):
   * use that when the surrounding control already announces the busy state (aria-busy, a live region).
   */
  label?: string;
}

/**
 * A rotating ring: the console's one loading indicator, used by the loading overlay, the EXCEL button and
 * anywhere a part of a page waits. With a `label` it is a polite status message; without one, decoration.
 */
export function Spinner({ size = 'md', tone = 'brand', label, className, ...rest }: SpinnerProps) {
  const circle = <span className={clsx(s.circle, s.size[size], s.tone[tone])} aria-hidden />;
  if (label === undefined) {
    return (
      <span className={clsx(s.root, className)} aria-hidden {...rest}>
        {circle}
      </span>
    );
  }
  return (
    <span role="status" className={clsx(s.root, className)} {...rest}>
      {circle}
      <span className={visuallyHidden}>{label}</span>
    </span>
  );
}
