import { keyframes, style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

/** A row's buttons and links side by side. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['8'] });

/** Digits and IDs line up in a column. */
export const digits = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A form's fields and its button on one line (they wrap on a narrow window). */
export const inlineForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space['16'],
});

export const note = style({ ...textSize('14'), margin: 0, color: vars.color.textSecondary });

/** The refused IDs of a discard: each with the reason. */
export const refusedList = style({
  margin: 0,
  paddingLeft: vars.space['16'],
  maxHeight: vars.layout.toastWidth,
  overflowY: 'auto',
  ...textSize('14'),
});

const flash = keyframes({
  from: { backgroundColor: vars.color.dangerSubtle },
  to: { backgroundColor: 'transparent' },
});

/** The scan log: newest first, a refused scan marked (and flashing once, unless motion is reduced). */
export const scanLog = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const scan = style({
  display: 'grid',
  gridTemplateColumns: `${vars.layout.buttonWidth} ${vars.layout.buttonWidth} 1fr`,
  justifyItems: 'start',
  alignItems: 'center',
  gap: vars.space['8'],
  padding: `${vars.space['8']} ${vars.space['12']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  ...textSize('14'),
});

export const refused = style({
  borderLeft: `4px solid ${vars.color.danger}`,
  '@media': { '(prefers-reduced-motion: no-preference)': { animation: `${flash} 1.2s ease-out` } },
});

export const reason = style({ color: vars.color.danger });
