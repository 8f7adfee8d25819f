import { formatNumber } from '../format';

/** A change with its sign and Korean grouping: 1200 -> '+1,200', -3.5 -> '-3.5', 0 -> '0'. */
export const formatSigned = (value: number): string => `${value > 0 ? '+' : ''}${formatNumber(value)}`;

/** The direction of a change, for its arrow, colour and words. */
export const deltaDirection = (delta: number): 'up' | 'down' | 'flat' =>
  delta > 0 ? 'up' : delta < 0 ? 'down' : 'flat';
