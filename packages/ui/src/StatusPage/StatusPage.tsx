import { clsx } from 'clsx';
import { useId, type ReactNode } from 'react';
import * as s from './StatusPage.css';

export interface StatusPageProps {
  /** The heading (h1): what happened, in a few words. */
  title: string;
  /** One or two short sentences: what happened and what to do. */
  message: ReactNode;
  /** The ways out (buttons or links), primary first. */
  actions: ReactNode;
  /** A large code above the title, e.g. '404'; decorative and hidden from screen readers. */
  code?: string;
  /** Fill the window and paint the page background (when shown outside the shell). Default false. */
  fullPage?: boolean;
  /** The title's heading level: 1 for a page of its own (default), 2 for a screen's place under the shell's h1. */
  headingLevel?: 1 | 2;
  className?: string;
}

/**
 * A whole-page status: a page that does not exist, a screen that could not load, an unexpected error. The
 * not-found page is this with its own words; the console's error boundaries use it with retry actions (a screen's,
 * inside the shell, at heading level 2).
 */
export function StatusPage({
  title,
  message,
  actions,
  code,
  fullPage = false,
  headingLevel = 1,
  className,
}: StatusPageProps) {
  const titleId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section aria-labelledby={titleId} className={clsx(s.root, fullPage && s.fullPage, className)}>
      {code && (
        <p className={s.code} aria-hidden="true">
          {code}
        </p>
      )}
      <Heading id={titleId} className={s.title}>
        {title}
      </Heading>
      <p className={s.message}>{message}</p>
      <div className={s.actions}>{actions}</div>
    </section>
  );
}
