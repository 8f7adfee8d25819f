import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/vars';

const row = { display: 'flex', gap: vars.space['8'], flexWrap: 'wrap' } as const;

export const group = styleVariants({
  center: { ...row, justifyContent: 'center' },
  end: { ...row, justifyContent: 'flex-end' },
  start: { ...row, justifyContent: 'flex-start' },
});
