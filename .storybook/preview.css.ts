import { styleVariants } from '@vanilla-extract/css';
import { vars } from '@oa/ui/vars';

/**
 * How a story is framed, the same in Storybook and in the story tests (and so in the visual baselines).
 * No min-height: docs pages render many stories inline. The page background comes from the global styles.
 */
export const frame = styleVariants({
  padded: { padding: vars.space['24'] },
  centered: { display: 'flex', justifyContent: 'center', alignItems: 'flex-start', padding: vars.space['24'] },
  none: {},
});
