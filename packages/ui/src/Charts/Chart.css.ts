import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../internal/mixins';
import { textSize, vars } from '../theme/vars';
export { legend, legendItem } from '../internal/legend.css';

/** The frame every chart shares: header (legend, unit, table toggle), plot, table, live region. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
  minWidth: 0,
  maxWidth: '100%',
  color: vars.color.text,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['8'],
  minHeight: vars.layout.buttonHeight,
});

export const headerEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['12'],
  marginInlineStart: 'auto',
});

export const unit = style({ ...textSize('12'), color: vars.color.textMuted });

/** The plot is the tooltip's positioning context and what the responsive width is measured on. */
export const plot = style({ position: 'relative', width: '100%', minWidth: 0 });

export const svg = style({
  display: 'block',
  overflow: 'visible',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing, '&:focus:not(:focus-visible)': { outline: 'none' } },
});

// Axes, grid and labels: CSS rules win over the presentation attributes visx sets.
export const axisLine = style({ stroke: vars.color.borderStrong });
export const tickLine = style({ stroke: vars.color.borderStrong });
export const tickLabel = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size['12'],
  fontVariantNumeric: 'tabular-nums',
});
export const gridLine = style({ stroke: vars.color.border });

/** Hit areas: invisible, but painted, so they take the pointer. */
export const hitArea = style({ fill: 'transparent' });

export const activeBand = style({ fill: vars.color.surfaceSunken });
export const guideLine = style({ stroke: vars.color.borderStrong, strokeDasharray: '4 3' });

export const line = style({ fill: 'none', strokeWidth: vars.borderWidth.thick, strokeLinejoin: 'round' });
export const point = style({ stroke: vars.color.surface, strokeWidth: 1 });
export const activePoint = style({ stroke: vars.color.surface, strokeWidth: vars.borderWidth.thick });

/** Stacked segments and donut parts are parted by a hairline of the surface colour. */
export const segment = style({ stroke: vars.color.surface, strokeWidth: 1 });

export const centerLabel = style({
  fill: vars.color.textMuted,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size['13'],
});
export const centerValue = style({
  fill: vars.color.text,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size['20'],
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const district = style({ stroke: vars.color.surface, strokeWidth: 1, strokeLinejoin: 'round' });
export const districtActive = style({ stroke: vars.color.text, strokeWidth: vars.borderWidth.thick });
export const districtLabel = styleVariants({
  onLight: { fill: vars.color.text },
  onDark: { fill: vars.color.textInverse },
});
globalStyle(`${districtLabel.onLight}, ${districtLabel.onDark}`, {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size['10'],
  fontWeight: vars.font.weight.medium,
  pointerEvents: 'none',
});
export const noDataBackground = style({ fill: vars.palette.grey[100] });
export const noDataStripe = style({ stroke: vars.palette.grey[500], strokeWidth: 1 });

export const tooltip = style({
  position: 'absolute',
  zIndex: vars.zIndex.dropdown,
  minWidth: vars.layout.dropdownWidth,
  padding: `${vars.space['8']} ${vars.space['12']}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  boxShadow: vars.shadow.box.md,
  ...textSize('13'),
  color: vars.color.text,
  pointerEvents: 'none',
  whiteSpace: 'nowrap',
  // Beside the point, on the side with room: right and below by default, flipped by the classes below.
  transform: `translate(${vars.space['12']}, ${vars.space['12']})`,
});
export const tooltipFlip = styleVariants({
  none: {},
  left: { transform: `translate(calc(-100% - ${vars.space['12']}), ${vars.space['12']})` },
  up: { transform: `translate(${vars.space['12']}, calc(-100% - ${vars.space['12']}))` },
  leftUp: { transform: `translate(calc(-100% - ${vars.space['12']}), calc(-100% - ${vars.space['12']}))` },
});
export const tooltipTitle = style({ fontWeight: vars.font.weight.bold, marginBottom: vars.space['4'] });
export const tooltipRows = style({ display: 'grid', rowGap: vars.space['2'], margin: 0 });
export const tooltipRow = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['16'],
});
export const tooltipLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['6'],
  color: vars.color.textSecondary,
  margin: 0,
});
export const tooltipValue = style({
  margin: 0,
  textAlign: 'end',
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});
export const tooltipTotal = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space['16'],
  marginTop: vars.space['4'],
  paddingTop: vars.space['4'],
  borderTop: `1px solid ${vars.color.border}`,
  fontWeight: vars.font.weight.bold,
});

export const legendColumn = style({ flexDirection: 'column', gap: vars.space['8'] });
export const legendDetail = style({
  marginInlineStart: 'auto',
  paddingInlineStart: vars.space['12'],
  color: vars.color.text,
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
});

export const swatch = styleVariants({
  square: { width: vars.space['12'], height: vars.space['12'], borderRadius: vars.radius.sm },
  line: { width: vars.space['16'], height: vars.borderWidth.thick, borderRadius: vars.radius.full },
});
globalStyle(`${swatch.square}, ${swatch.line}`, { display: 'inline-block', flexShrink: 0 });
/** The no-data swatch repeats the map's hatching. */
export const swatchNoData = style({
  border: `1px solid ${vars.palette.grey[500]}`,
  backgroundColor: vars.palette.grey[100],
  backgroundImage: `repeating-linear-gradient(45deg, ${vars.palette.grey[500]} 0 1px, transparent 1px ${vars.space['4']})`,
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['8'],
  borderRadius: vars.radius.md,
  border: `1px dashed ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.textMuted,
  ...textSize('14'),
});
export const emptyText = style({ margin: 0 });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  ...textSize('13'),
  fontVariantNumeric: 'tabular-nums',
});
export const tableCaption = style({
  textAlign: 'start',
  paddingBottom: vars.space['8'],
  fontWeight: vars.font.weight.bold,
  color: vars.color.text,
});
export const tableCell = styleVariants({
  text: { textAlign: 'start' },
  number: { textAlign: 'end' },
});
globalStyle(`${table} th, ${table} td`, {
  padding: `${vars.space['6']} ${vars.space['12']}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${table} thead th`, {
  backgroundColor: vars.color.surfaceSunken,
  color: vars.color.textSecondary,
  fontWeight: vars.font.weight.medium,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} tbody th`, { fontWeight: vars.font.weight.regular });
globalStyle(`${table} tfoot th, ${table} tfoot td`, { fontWeight: vars.font.weight.bold });

/** Donut: the ring and its legend side by side, the legend moving under the ring when there is no room. */
export const donutBody = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['24'],
});
export const donutRing = style({ position: 'relative', flexShrink: 0 });
export const donutLegend = style({ flex: '1 1 0', minWidth: vars.layout.dropdownWidth });

/** The table toggle shows its pressed state, not only its focus. */
export const tableToggle = style({
  selectors: {
    '&[aria-pressed="true"]': {
      backgroundColor: vars.color.brandSubtle,
      borderColor: vars.color.brand,
      color: vars.color.brandText,
    },
  },
});

/** ChartDownload: its two buttons side by side. */
export const download = style({ display: 'inline-flex', gap: vars.space['8'], flexWrap: 'wrap' });
