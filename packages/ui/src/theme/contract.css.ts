import { createGlobalThemeContract } from '@vanilla-extract/css';
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
 *
 * The variables have fixed, readable names (`--oa-color-brand`, `--oa-space-24`) instead of hashed ones, so a
 * style compiled from the sources (Storybook, the console's .css.ts files) and one compiled into the library's
 * dist/ always name the same variables, whichever copy of this file each was built against.
 */
export const vars = createGlobalThemeContract(toContract(tokens), (_value, path) => `oa-${path.join('-')}`);
