import type { RenderLink } from '@oa/ui/PageHeader';
import type { AnchorHTMLAttributes, Ref } from 'react';
import { useHref, useLinkClickHandler } from 'react-router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A console address, such as '/cup/filling-history?filter=…'. */
  to: string;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link to a console address: an `<a href>` the router follows without loading the page; a click with a modifier
 * key or the middle button, or a link with a target, is left to the browser. The console's links use this one, not
 * react-router's `Link`, which also prefetches framework-mode route modules (this console has none): taking it
 * shipped that prefetching code on every route (docs/performance.md).
 */
export function Link({ to, target, onClick, ref, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { target });
  return (
    <a
      {...rest}
      ref={ref}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    >
      {children}
    </a>
  );
}

/** How the design system's layout pieces (which know no router) render a link in the console. */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
