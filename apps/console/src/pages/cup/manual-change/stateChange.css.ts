import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

/** The preview's counts and the note without the change permission. */
export const note = style({ ...textSize('14'), margin: 0, color: vars.color.textSecondary });

/** What the preview says will happen: N 변경, M 거부. */
export const counts = style({ ...textSize('14'), margin: 0, fontWeight: vars.font.weight.medium });

/** A refused ID's reason, beside its 거부 badge. */
export const refusal = style({ color: vars.color.danger });

/** A state and the state it becomes. */
export const move = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space['4'], whiteSpace: 'nowrap' });

export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space['8'] });
