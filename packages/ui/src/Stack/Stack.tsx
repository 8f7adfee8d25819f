import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { Space } from '../theme/tokens';
import * as s from './Stack.css';

/** Cross-axis alignment of the children. */
export type StackAlign = keyof typeof s.align;
/** Main-axis distribution of the children. */
export type StackJustify = keyof typeof s.justify;
/** The elements a Stack or Inline may render as (lists give their children list semantics). */
export type StackElement = 'div' | 'section' | 'ul' | 'ol' | 'header' | 'footer' | 'nav' | 'span';

export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** Space between children, a space token (px). Default '16' for Stack, '8' for Inline. */
  gap?: Space;
  /** Cross-axis alignment. Default 'stretch' for Stack, 'center' for Inline. */
  align?: StackAlign;
  /** Main-axis distribution. Default 'start'. */
  justify?: StackJustify;
  /** Let children wrap onto more lines when they do not fit. Default false. */
  wrap?: boolean;
  /** The element to render. Default 'div'. */
  as?: StackElement;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

function Flex({
  direction,
  gap,
  align,
  justify = 'start',
  wrap = false,
  as: Component = 'div',
  className,
  ref,
  ...rest
}: StackProps & { direction: 'row' | 'column'; gap: Space; align: StackAlign }) {
  return (
    <Component
      // Each intrinsic element takes its own ref type; all of them are HTMLElements.
      ref={ref as Ref<never>}
      className={clsx(
        s.base,
        s.direction[direction],
        s.gap[gap],
        s.align[align],
        s.justify[justify],
        wrap && s.wrap,
        className,
      )}
      {...rest}
    />
  );
}

/**
 * Children one under another, spaced by a token. Screens lay out sections with it instead of writing flex CSS.
 */
export function Stack({ gap = '16', align = 'stretch', ...rest }: StackProps) {
  return <Flex direction="column" gap={gap} align={align} {...rest} />;
}

/** Children side by side, spaced by a token (toolbars, button rows, label and value pairs). */
export function Inline({ gap = '8', align = 'center', ...rest }: StackProps) {
  return <Flex direction="row" gap={gap} align={align} {...rest} />;
}
