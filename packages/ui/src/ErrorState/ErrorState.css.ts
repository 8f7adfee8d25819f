import { style } from '@vanilla-extract/css';
import { iconFrame } from '../EmptyState/EmptyState.css';
import { vars } from '../theme/vars';

// The same layout as the empty state (a list, table or chart with nothing to show), in the danger colour.
export { root, title, description as message } from '../EmptyState/EmptyState.css';

export const icon = style([iconFrame, { color: vars.color.danger }]);

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] });

export const action = style({ marginTop: vars.space['8'] });
