import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Slot, Slottable } from '@radix-ui/react-slot';
import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import * as s from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'dark' | 'danger' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Colour variant. */
  variant?: ButtonVariant;
  /** An icon before the label (e.g. a lucide-react icon at size 16). */
  icon?: ReactNode;
  /** Width in px, or 'auto' to fit the label, or 'full' for the container's width. Default 121 (spec §9). */
  width?: number | 'auto' | 'full';
  /** Height in px. Default 34 (spec §9). */
  height?: number;
  /** Busy: shows the loading label, announces busy and ignores clicks. */
  loading?: boolean;
  /** Text while loading. Default 'Loading...' (spec §2). */
  loadingLabel?: string;
  /** Render the child element (e.g. a router link) with the button's look instead of a <button>. */
  asChild?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const cssLength = (value: number | 'auto' | 'full' | undefined) =>
  value === undefined ? undefined : value === 'full' ? '100%' : value === 'auto' ? 'auto' : `${String(value)}px`;

/**
 * The console's button (spec §2). Default 121x34, mint primary. While `loading` it keeps its size, shows
 * 'Loading...', sets aria-busy and swallows clicks, so a save cannot be sent twice.
 */
export function Button({
  variant = 'primary',
  icon,
  width,
  height,
  loading = false,
  loadingLabel = 'Loading...',
  asChild = false,
  disabled = false,
  type = 'button',
  className,
  style,
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const sizeVars = assignInlineVars({
    ...(width !== undefined && { [s.widthVar]: cssLength(width) ?? '' }),
    ...(height !== undefined && { [s.heightVar]: `${String(height)}px` }),
  });
  return (
    <Component
      ref={ref}
      // A link rendered through asChild has no `type`/`disabled`; aria-disabled carries the state instead.
      {...(asChild ? { 'aria-disabled': disabled || undefined } : { type, disabled })}
      aria-busy={loading || undefined}
      className={clsx(s.button({ variant, disabled }), className)}
      style={{ ...sizeVars, ...style }}
      onClick={handleClick}
      {...rest}
    >
      {/* No fragment around the children: Slot (asChild) must see Slottable as its own direct child. */}
      {loading && !asChild && <span className={s.spinner} aria-hidden />}
      {loading && !asChild && loadingLabel}
      {!(loading && !asChild) && icon && (
        <span className={s.icon} aria-hidden>
          {icon}
        </span>
      )}
      {!(loading && !asChild) && <Slottable>{children}</Slottable>}
    </Component>
  );
}
