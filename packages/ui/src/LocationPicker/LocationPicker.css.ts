import { style } from '@vanilla-extract/css';
import { buttonReset, focusRing } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';

/** The bordered box of the map; it draws focus, invalid and disabled like the other fields' frames. */
export const frame = style({
  position: 'relative',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceSunken,
  selectors: {
    '&:has([role=application]:focus-visible)': { ...focusRing, borderColor: vars.color.focusRing },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const map = style({
  outline: 'none',
  cursor: 'crosshair',
  selectors: {
    '&[data-zoomed]': { touchAction: 'none' },
    '&[aria-disabled]': { cursor: 'not-allowed' },
  },
});

/** The map's space while its shapes load, or the message when they could not be loaded. */
export const pending = style({
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['16'],
  textAlign: 'center',
  ...textSize('13'),
  color: vars.color.textMuted,
});

export const svg = style({ display: 'block', width: '100%', height: 'auto' });

export const district = style({
  fill: vars.color.surface,
  stroke: vars.color.borderStrong,
  strokeWidth: vars.borderWidth.thin,
  strokeLinejoin: 'round',
  vectorEffect: 'non-scaling-stroke',
  transition: `fill ${vars.duration.fast}`,
});

/** Over tiles the districts are outlines only, so the tiles show through. */
export const districtOverTiles = style({ fill: 'transparent', stroke: vars.color.brandText });

export const districtSelected = style({ fill: vars.palette.mint[100] });

export const districtHover = style({
  fill: vars.color.brandSubtle,
  stroke: vars.color.brandText,
  strokeWidth: vars.borderWidth.thick,
  selectors: {
    [`${districtOverTiles}&`]: { fill: vars.color.brand, fillOpacity: 0.2 },
  },
});

export const otherMarker = style({
  fill: vars.color.textMuted,
  fillOpacity: 0.55,
  stroke: vars.color.surface,
  strokeWidth: vars.borderWidth.thin,
});

export const marker = style({
  fill: vars.color.danger,
  stroke: vars.color.surface,
  strokeWidth: vars.borderWidth.thick,
  filter: `drop-shadow(${vars.shadow.box.sm})`,
});

/** The hovered district's name, in the map's top-left corner. */
export const hoverName = style({
  position: 'absolute',
  insetBlockStart: vars.space['8'],
  insetInlineStart: vars.space['8'],
  paddingBlock: vars.space['2'],
  paddingInline: vars.space['8'],
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.box.sm,
  ...textSize('13'),
  fontWeight: vars.font.weight.medium,
  color: vars.color.text,
  pointerEvents: 'none',
});

export const zoom = style({
  position: 'absolute',
  insetBlockStart: vars.space['8'],
  insetInlineEnd: vars.space['8'],
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.box.sm,
});

export const zoomButton = style({
  ...buttonReset,
  width: vars.space['32'],
  height: vars.space['32'],
  ...textSize('18'),
  color: vars.color.text,
  selectors: {
    '& + &': { borderBlockStart: `1px solid ${vars.color.border}` },
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceSunken },
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.borderWidth.thick})` },
    '&:disabled': { color: vars.color.textDisabled, cursor: 'not-allowed' },
  },
});

export const attribution = style({
  position: 'absolute',
  insetBlockEnd: 0,
  insetInlineEnd: 0,
  paddingInline: vars.space['4'],
  backgroundColor: vars.color.surface,
  ...textSize('10'),
  color: vars.color.textSecondary,
});

/** The chosen point under the map: district and coordinates, announced as they change. */
export const status = style({
  margin: 0,
  ...textSize('13'),
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
});

export const statusEmpty = style({ color: vars.color.textMuted });
