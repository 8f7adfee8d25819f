import { clsx } from 'clsx';
import { Inbox } from 'lucide-react';
import type { HTMLAttributes, ReactNode } from 'react';
import * as s from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** An icon above the title (a lucide-react icon; drawn at 40px). Default an inbox; `null` for none. */
  icon?: ReactNode;
  /** The main line. Default '데이터가 없습니다'. */
  title?: ReactNode;
  /** A second line, e.g. what to change: '검색 조건을 바꿔 다시 검색해 주세요.' */
  description?: ReactNode;
  /** An optional next step, e.g. a Button to register the first item or reset the filters. */
  action?: ReactNode;
}

/**
 * What a list, table or chart shows when there is nothing to show: an icon, '데이터가 없습니다', an optional
 * description and action. Text only (no heading), so it fits inside a table cell or a card.
 */
export function EmptyState({
  icon = <Inbox />,
  title = '데이터가 없습니다',
  description,
  action,
  className,
  ...rest
}: EmptyStateProps) {
  return (
    <div className={clsx(s.root, className)} {...rest}>
      {icon !== null && (
        <span className={s.icon} aria-hidden>
          {icon}
        </span>
      )}
      <p className={s.title}>{title}</p>
      {description !== undefined && <p className={s.description}>{description}</p>}
      {action !== undefined && <div className={s.action}>{action}</div>}
    </div>
  );
}
