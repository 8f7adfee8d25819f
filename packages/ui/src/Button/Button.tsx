import { clsx } from 'clsx';
import type { ButtonHTMLAttributes, CSSProperties, MouseEvent, ReactNode, Ref } from 'react';
import { renderAnchor, type RenderLink } from '../internal/link';
import * as s from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'dark' | 'danger' | 'ghost';

/** Width in px, or 'auto' to fit the label, or 'full' for the container's width. Default 121 (spec §9). */
export type ButtonWidth = number | 'auto' | 'full';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Colour variant. */
  variant?: ButtonVariant;
  /** An icon before the label (e.g. a lucide-react icon at size 16). */
  icon?: ReactNode;
  /** Width in px, or 'auto' to fit the label, or 'full' for the container's width. Default 121 (spec §9). */
  width?: ButtonWidth;
  /** Height in px. Default 34 (spec §9). */
  height?: number;
  /** Busy: shows the loading label, announces busy and ignores clicks. */
  loading?: boolean;
  /** Text while loading. Default 'Loading...' (spec §2). */
  loadingLabel?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** The classes of the button look, shared by Button and ButtonLink. */
function buttonClassName({
  variant = 'primary',
  disabled = false,
}: { variant?: ButtonVariant; disabled?: boolean } = {}) {
  return clsx(s.button, s.variant[variant], disabled && s.disabled);
}

/** The width and height props as inline styles over the look's defaults (121x34). */
function sizeStyle(width: ButtonWidth | undefined, height: number | undefined, style: CSSProperties | undefined) {
  if (width === undefined && height === undefined) return style;
  const cssWidth = width === 'full' ? '100%' : typeof width === 'number' ? `${String(width)}px` : width;
  return { width: cssWidth, height: height === undefined ? undefined : `${String(height)}px`, ...style };
}

function Label({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      {icon && (
        <span className={s.icon} aria-hidden>
          {icon}
        </span>
      )}
      {children}
    </>
  );
}

/**
 * The console's button (spec §2). Default 121x34, mint primary. While `loading` it keeps its size, shows
 * 'Loading...', sets aria-busy and swallows clicks, so a save cannot be sent twice. A link with this look is a
 * `ButtonLink`.
 */
export function Button({
  variant = 'primary',
  icon,
  width,
  height,
  loading = false,
  loadingLabel = 'Loading...',
  disabled = false,
  type = 'button',
  className,
  style,
  onClick,
  children,
  ref,
  ...rest
}: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading || disabled) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      className={clsx(buttonClassName({ variant, disabled }), className)}
      style={sizeStyle(width, height, style)}
      onClick={handleClick}
      {...rest}
    >
      {loading ? (
        <>
          <span className={s.spinner} aria-hidden />
          {loadingLabel}
        </>
      ) : (
        <Label icon={icon}>{children}</Label>
      )}
    </button>
  );
}

export interface ButtonLinkProps {
  /** The destination. */
  href: string;
  /** Renders the link (pass the router's link); default a plain `<a href>` (a full page load). */
  renderLink?: RenderLink;
  variant?: ButtonVariant;
  icon?: ReactNode;
  width?: ButtonWidth;
  height?: number;
  className?: string;
  style?: CSSProperties;
  /** The link's name when its text is not enough (the same 라벨 인쇄 on every row of a table). */
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A link with the button's look (e.g. '목록으로', '메인으로 이동'): it stays a link for assistive technology and
 * the browser (open in a new tab, the address on hover). The design system knows no router; the console passes
 * its router link as `renderLink`.
 */
export function ButtonLink({
  href,
  renderLink = renderAnchor,
  variant = 'primary',
  icon,
  width,
  height,
  className,
  style,
  'aria-label': ariaLabel,
  children,
}: ButtonLinkProps) {
  return renderLink({
    href,
    'aria-label': ariaLabel,
    className: clsx(buttonClassName({ variant }), className),
    style: sizeStyle(width, height, style),
    children: <Label icon={icon}>{children}</Label>,
  });
}
