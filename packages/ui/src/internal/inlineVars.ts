/**
 * Values for CSS variables made with vanilla-extract's createVar, as an inline style: `{ '--x': '120px' }` for
 * `{ [widthVar]: '120px' }` (createVar gives `var(--x)`). Unset values are left out.
 */
import type { CSSProperties } from 'react';

export function inlineVars(vars: Record<string, string | undefined>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(vars)) {
    if (value !== undefined) style[name.replace(/^var\((.*)\)$/, '$1')] = value;
  }
  return style;
}
