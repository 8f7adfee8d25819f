import type { CSSProperties, MouseEventHandler, ReactNode } from 'react';

/** What a layout component hands to `renderLink`: spread it onto the link (an `<a>` or a router link). */
export interface LinkRenderProps {
  /** The destination, e.g. '/dashboard/user-list'. A router link takes it as `to`. */
  href: string;
  className?: string;
  style?: CSSProperties;
  /** 'page' on the link to the current page. */
  'aria-current'?: 'page';
  /** The link's name when its content has none (a map's point). */
  'aria-label'?: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  children: ReactNode;
}

/**
 * Renders a link. The design system knows no router, so the console passes one, e.g.
 * `renderLink={({ href, ...props }) => <Link to={href} {...props} />}` with the console's router Link.
 */
export type RenderLink = (props: LinkRenderProps) => ReactNode;

/** The default: a plain `<a href>` (a full page load). */
export const renderAnchor: RenderLink = ({ children, ...props }) => <a {...props}>{children}</a>;
