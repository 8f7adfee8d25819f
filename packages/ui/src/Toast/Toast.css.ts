import { createVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing, iconButton } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

/** Each type's colour: the accent bar and the icon. */
const accent = createVar();

export const viewport = style({
  position: 'fixed',
  right: 0,
  bottom: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  width: `calc(${vars.layout.toastWidth} + 2 * ${vars.space['24']})`,
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space['24'],
  listStyle: 'none',
  outline: 'none',
  // The empty corner around the toasts must not swallow clicks meant for the page.
  pointerEvents: 'none',
});

const slideIn = keyframes({
  from: { transform: `translateX(calc(100% + ${vars.space['24']}))` },
  to: { transform: 'translateX(0)' },
});

const base = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['12'],
  width: '100%',
  boxSizing: 'border-box',
  padding: `${vars.space['12']} ${vars.space['12']} ${vars.space['12']} ${vars.space['16']}`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `${vars.space['4']} solid ${accent}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.box.lg,
  color: vars.color.text,
  pointerEvents: 'auto',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="open"]': { animation: `${slideIn} ${vars.duration.slow} ease-out` },
    // Radix reports the swipe as CSS variables; the toast follows the finger.
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': { transform: 'translateX(0)', transition: `transform ${vars.duration.normal} ease-out` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const toast = styleVariants({
  success: [base, { vars: { [accent]: vars.color.success } }],
  info: [base, { vars: { [accent]: vars.color.info } }],
  warning: [base, { vars: { [accent]: vars.color.warning } }],
  error: [base, { vars: { [accent]: vars.color.danger } }],
  loading: [base, { vars: { [accent]: vars.color.brand } }],
});

/** A 20px box for every type, so the spinner (16px) and the icons (20px) leave the text in one place. */
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space['20'],
  height: vars.space['20'],
  // Centres the box on the first line of 14px text (line height 21px).
  marginTop: '1px',
  color: accent,
});

export const message = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  ...textSize('14'),
  // Messages may carry line breaks ("저장되었습니다\n목록으로 돌아갑니다").
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
});

export const close = style({
  ...iconButton,
  width: vars.space['24'],
  height: vars.space['24'],
  borderRadius: vars.radius.sm,
});
