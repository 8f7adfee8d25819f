import type { ReactNode } from 'react';
import * as s from './StatusPage.css';

export { primaryAction, secondaryAction } from './StatusPage.css';

interface StatusPageProps {
  /** A large status code above the title, e.g. 404; decorative (the title says it in words). */
  code?: string;
  title: string;
  /** One or two short sentences telling the operator what happened and what to do. */
  message: ReactNode;
  /** The way out: links or buttons, primary first. */
  actions: ReactNode;
}

/** A whole-page status: not found, a screen that failed to load. Sets the document title too. */
export function StatusPage({ code, title, message, actions }: StatusPageProps) {
  return (
    <main className={s.page}>
      <title>{`${title} | OA Console`}</title>
      {code && (
        <p className={s.code} aria-hidden="true">
          {code}
        </p>
      )}
      <h1 className={s.title}>{title}</h1>
      <p className={s.message}>{message}</p>
      <div className={s.actions}>{actions}</div>
    </main>
  );
}
