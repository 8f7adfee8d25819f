import { style } from '@vanilla-extract/css';

/** The dialog's question: what the change does, in one or two sentences. */
export const question = style({ margin: 0 });
