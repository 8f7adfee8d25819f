/** Layout of the realtime control screen and its robot picker (the ui components keep their own looks). */
import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['16'],
});

export const picker = style({
  position: 'relative',
  width: '100%',
  maxWidth: `calc(${vars.layout.toastWidth} * 1.5)`,
  flex: `1 1 ${vars.layout.toastWidth}`,
});

export const pickerPopup = style({
  position: 'absolute',
  insetInline: 0,
  top: `calc(100% + ${vars.space['4']})`,
  zIndex: vars.zIndex.dropdown,
  margin: 0,
  padding: vars.space['4'],
  listStyle: 'none',
  maxHeight: `calc(${vars.space['40']} * 8)`,
  overflowY: 'auto',
  backgroundColor: vars.color.surface,
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.box.lg,
});

export const pickerMessage = style({ padding: vars.space['8'], color: vars.color.textMuted, ...textSize('14') });

export const pickerOption = style({
  display: 'flex',
  gap: vars.space['12'],
  alignItems: 'baseline',
  padding: vars.space['8'],
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  ...textSize('14'),
  selectors: { '&[data-active="true"]': { backgroundColor: vars.color.brandSubtle } },
});

export const optionId = style({ fontWeight: vars.font.weight.medium, minWidth: vars.layout.buttonWidth });
export const optionMeta = style({ color: vars.color.textMuted });

/** State and log side by side on wide screens (each needs about two toasts' width), one column otherwise. */
export const columns = style({
  display: 'grid',
  gap: vars.space['16'],
  gridTemplateColumns: `repeat(auto-fit, minmax(calc(${vars.layout.toastWidth} * 2), 1fr))`,
  alignItems: 'start',
});

export const bins = style({
  display: 'grid',
  marginBlockStart: vars.space['16'],
  gap: vars.space['12'],
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.layout.dropdownWidth}, 1fr))`,
  marginInline: 0,
  marginBlockEnd: 0,
  padding: 0,
  listStyle: 'none',
});

export const bin = style({
  display: 'grid',
  gap: vars.space['8'],
  padding: vars.space['12'],
  border: `${vars.borderWidth.thin} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const binHeading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['8'],
  margin: 0,
  ...textSize('14'),
  fontWeight: vars.font.weight.medium,
});

export const note = style({ margin: 0, color: vars.color.textMuted, ...textSize('13') });

export const commandRow = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['8'] });

/** A confirmation's question keeps its line breaks. */
export const question = style({ margin: 0, whiteSpace: 'pre-line', ...textSize('14') });

export const liveHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['8'],
});
