import { createThemeContract } from '@vanilla-extract/css';
import { tokens } from './tokens';

type Contract<T> = { [K in keyof T]: T[K] extends string ? null : Contract<T[K]> };

const toContract = <T extends object>(shape: T): Contract<T> =>
  Object.fromEntries(
    Object.entries(shape).map(([key, value]) => [key, typeof value === 'string' ? null : toContract(value as object)]),
  ) as Contract<T>;

/**
 * The theme contract: CSS custom properties every component reads (`vars.color.brand`,
 * `vars.font.size['14']`, `vars.layout.sidebarWidth`...). A theme fills every leaf; the type checker
 * refuses one that misses a token.
 */
export const vars = createThemeContract(toContract(tokens));
