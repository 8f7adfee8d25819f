import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

/** A refund's state with the bank's reason under it. */
export const stateCell = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['4'],
});

export const failure = style({ ...textSize('12'), color: vars.color.textSecondary });

export const cuidCell = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['8'] });

/** Digits line up in a column of numbers. */
export const digits = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

/** A row's buttons side by side. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space['8'] });

/** 상세: a link among the row's buttons, as tall as they are. */
export const link = style({ display: 'inline-flex', alignItems: 'center', minHeight: vars.layout.buttonHeight });

/** A total of the books: digits that line up, a little heavier than the labels. */
export const figure = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.medium });

export const booksNote = style({
  ...textSize('14'),
  margin: `${vars.space['12']} 0 0`,
  color: vars.color.textSecondary,
});

/** The note's place while the books load: one line of it, with the skeleton's bar in the middle. */
export const booksNoteLoading = style([
  booksNote,
  { display: 'flex', alignItems: 'center', minHeight: vars.font.lineHeight['14'] },
]);
