import { createVar, style } from '@vanilla-extract/css';
import { vars } from '../theme/vars';

/** How far the export has come, 0% to 100%, set from the `progress` prop. */
export const progressVar = createVar();

export const button = style({ overflow: 'hidden', fontVariantNumeric: 'tabular-nums' });

/** The spreadsheet icon keeps Excel's green, so the button reads as "Excel" at a glance. */
export const icon = style({ display: 'inline-flex', color: vars.color.success });

/** A bar along the bottom edge that fills as the export runs. */
export const bar = style({
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  height: vars.borderWidth.thick,
  backgroundColor: vars.color.surfaceSunken,
  '::after': {
    content: '""',
    position: 'absolute',
    insetBlock: 0,
    left: 0,
    width: progressVar,
    backgroundColor: vars.color.brand,
    transition: `width ${vars.duration.normal} linear`,
  },
});
