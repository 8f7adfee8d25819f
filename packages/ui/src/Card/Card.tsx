import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import * as s from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The card's heading. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline (the page title is h1). Default 2. */
  headingLevel?: 2 | 3 | 4;
  /** Controls at the right of the header (a link, a button, a period selector). */
  actions?: ReactNode;
  /** Inner spacing of the body: 'normal' or 'none' for content that draws its own edges. Default 'normal'. */
  padding?: keyof typeof s.body;
  children?: ReactNode;
}

/** A white panel grouping related content on a page, with an optional header (title and actions). */
export function Card({
  title,
  headingLevel = 2,
  actions,
  padding = 'normal',
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = `h${String(headingLevel)}` as 'h2' | 'h3' | 'h4';
  const hasHeader = title !== undefined || actions !== undefined;
  return (
    <div className={clsx(s.card, className)} {...rest}>
      {hasHeader && (
        <div className={s.header}>
          {title !== undefined && <Heading className={s.title}>{title}</Heading>}
          {actions !== undefined && <div className={s.actions}>{actions}</div>}
        </div>
      )}
      <div className={s.body[padding]}>{children}</div>
    </div>
  );
}
