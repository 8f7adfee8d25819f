import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';
import type { RenderLink } from '../internal/link';
import * as s from './PageHeader.css';

export interface PageHeaderProps {
  /** The page title, the page's only h1. Default 'Dashboard' (spec §2). */
  title?: string;
  /** The breadcrumb trail shown above the title; the last item is the current page. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Called by a breadcrumb step with `isGoback`. */
  onGoBack?: () => void;
  /** Renders the breadcrumb links (pass the router's link); default a plain `<a href>`. */
  renderLink?: RenderLink;
  /** One line under the title explaining the page. */
  description?: ReactNode;
  /** Page-level actions on the right (e.g. register, EXCEL). */
  actions?: ReactNode;
  className?: string;
}

/** The top of every page in the main area: breadcrumb, title (h1), optional description and actions. */
export function PageHeader({
  title = 'Dashboard',
  breadcrumbs = [],
  onGoBack,
  renderLink,
  description,
  actions,
  className,
}: PageHeaderProps) {
  return (
    <div className={clsx(s.header, className)}>
      <div className={s.heading}>
        <Breadcrumb items={breadcrumbs} onGoBack={onGoBack} renderLink={renderLink} />
        <h1 className={s.title}>{title}</h1>
        {description !== undefined && <p className={s.description}>{description}</p>}
      </div>
      {actions !== undefined && <div className={s.actions}>{actions}</div>}
    </div>
  );
}
