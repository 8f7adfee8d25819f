import { style } from '@vanilla-extract/css';
import { textSize, vars } from '@oa/ui/vars';

/** A table cell of two lines: a name and, under it, its id in smaller muted text. */
export const twoLines = style({ display: 'flex', flexDirection: 'column' });
export const secondLine = style({ ...textSize('12'), color: vars.color.textMuted });

/** A dialog's question. */
export const question = style({ margin: 0 });
/** A file's details in the rollout panel's heading. */
export const meta = style({ margin: 0, ...textSize('13'), color: vars.color.textSecondary, wordBreak: 'break-all' });
/** Release notes keep their line breaks. */
export const notes = style({ margin: 0, whiteSpace: 'pre-wrap' });
/** A table cell's long text, cut to its column (the full text in its title). */
export const clip = style({ display: 'block', maxWidth: '100%', overflow: 'hidden', textOverflow: 'ellipsis' });
/** The rollout state filter: one column wide. */
export const stateFilter = style({ maxWidth: vars.layout.sidebarWidth });
/** The upload form: a readable column, not the whole width. */
export const uploadPanel = style({ maxWidth: vars.layout.modalMaxWidth });
