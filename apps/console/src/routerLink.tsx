import type { RenderLink } from '@oa/ui/PageHeader';
import { Link } from 'react-router';

/** How the design system's layout pieces (which know no router) render a link in the console. */
export const renderRouterLink: RenderLink = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
