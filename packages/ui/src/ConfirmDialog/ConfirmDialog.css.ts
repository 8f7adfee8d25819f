import { style } from '@vanilla-extract/css';
import { focusRing } from '../internal/mixins';
import { backdrop } from '../internal/overlay.css';
import { textSize, vars } from '../theme/vars';

/** Above modals (a confirm after a save inside a modal) and above the loading overlay. */
export const overlay = style([backdrop, { zIndex: vars.zIndex.confirmDialog }]);

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['16'],
  width: `calc(${vars.layout.modalMaxWidth} / 3)`,
  maxWidth: '100%',
  maxHeight: `calc(100dvh - 2 * ${vars.space['32']})`,
  boxSizing: 'border-box',
  padding: `${vars.space['32']} ${vars.space['24']} ${vars.space['24']}`,
  borderRadius: vars.radius.xl,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.box.modal,
  color: vars.color.text,
  textAlign: 'center',
  outline: 'none',
});

export const title = style({
  margin: 0,
  ...textSize('18'),
  fontWeight: vars.font.weight.bold,
});

export const message = style({
  alignSelf: 'stretch',
  margin: 0,
  minHeight: 0,
  overflowY: 'auto',
  ...textSize('15'),
  color: vars.color.textSecondary,
  // Messages come with \n line breaks; keep them, and wrap long words instead of overflowing.
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  selectors: { '&:focus-visible': focusRing },
});

export const actions = style({ paddingTop: vars.space['8'] });
