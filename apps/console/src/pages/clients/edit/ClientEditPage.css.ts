import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

/** The client's name, id and type above the tabs. */
export const summary = style({ display: 'flex', alignItems: 'center', gap: vars.space['8'], flexWrap: 'wrap' });
export const summaryName = style({ margin: 0, ...textSize('18'), fontWeight: vars.font.weight.bold });
export const summaryMeta = style({ color: vars.color.textSecondary, ...textSize('14') });

export const note = style({ margin: 0, color: vars.color.textSecondary, ...textSize('14') });

/** Domain rows: the host name, the primary radio and 삭제 on one line. */
export const domainRows = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space['12'] });
export const domainRow = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gap: vars.space['12'],
  alignItems: 'start',
});
/** Aligned with the input box under the field's label. */
export const primary = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['6'],
  minHeight: vars.layout.buttonHeight,
  marginTop: vars.space['24'],
  cursor: 'pointer',
  ...textSize('14'),
  selectors: { '&:has(input:disabled)': { cursor: 'default', color: vars.color.textDisabled } },
});
export const domainActions = style({ display: 'flex', alignItems: 'center', gap: vars.space['12'] });
export const spacer = style({ flex: 1 });
/** A row's 삭제, level with the input box like the radio. */
export const rowButton = style({ marginTop: vars.space['24'] });
