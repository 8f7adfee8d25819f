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
  className?: string;
}

/**
 * A whole-page status: a page that does not exist, a screen that could not load, an unexpected error. The
 * not-found page is this with its own words; the console's error boundary uses it with retry actions.
 */
export function StatusPage({ title, message, actions, code, fullPage = false, className }: StatusPageProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={clsx(s.root, fullPage && s.fullPage, className)}>
      {code && (
        <p className={s.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 id={titleId} className={s.title}>
        {title}
      </h1>
      <p className={s.message}>{message}</p>
      <div className={s.actions}>{actions}</div>
    </section>
  );
}
