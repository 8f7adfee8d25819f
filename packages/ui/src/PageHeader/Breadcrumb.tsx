import { ChevronRight } from 'lucide-react';
import { renderAnchor, type RenderLink } from '../internal/link';
import * as s from './Breadcrumb.css';

/** One step of the trail (spec §3: name, optional to, optional isGoback). */
export interface BreadcrumbItem {
  /** The text shown. */
  name: string;
  /** Makes the step a link to this path. */
  to?: string;
  /** Makes the step a button that goes back (calls `onGoBack`), e.g. to the list a detail page came from. */
  isGoback?: boolean;
}

export interface BreadcrumbProps {
  /** The trail, from the top level to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** Called by an `isGoback` step, e.g. `() => navigate(-1)`. */
  onGoBack?: () => void;
  /** Renders the links (pass the router's link); default a plain `<a href>`. */
  renderLink?: RenderLink;
  /** Name of the navigation landmark. Default '이동 경로'. */
  label?: string;
  className?: string;
}

/**
 * The breadcrumb trail above a page title. A step with `to` is a link, a step with `isGoback` a button that
 * calls `onGoBack`, any other step plain text; the last step is the current page (aria-current="page").
 */
export function Breadcrumb({
  items,
  onGoBack,
  renderLink = renderAnchor,
  label = '이동 경로',
  className,
}: BreadcrumbProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label} className={className}>
      <ol className={s.list}>
        {items.map((item, index) => {
          const isLast = index === items.length - 1;
          return (
            <li key={`${String(index)}-${item.name}`} className={s.item}>
              {isLast ? (
                <span className={s.current} aria-current="page">
                  {item.name}
                </span>
              ) : item.isGoback ? (
                <button type="button" className={s.back} onClick={onGoBack}>
                  {item.name}
                </button>
              ) : item.to !== undefined ? (
                renderLink({ href: item.to, className: s.link, children: item.name })
              ) : (
                <span>{item.name}</span>
              )}
              {!isLast && (
                <span className={s.separator} aria-hidden>
                  <ChevronRight size={14} />
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
