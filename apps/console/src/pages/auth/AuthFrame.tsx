import { Card } from '@oa/ui/Card';
import type { ReactNode } from 'react';
import * as s from './AuthPage.css';
import { Link } from '../../routerLink';

/** The signed-out pages' frame (sign-in, sign-up): one card in the middle of the page. */
export function AuthFrame({ children }: { children: ReactNode }) {
  return (
    <main className={s.page}>
      <div className={s.panel}>
        <Card>{children}</Card>
      </div>
    </main>
  );
}

/** A form's message from the server (announced when it appears); empty until there is one. */
export function FormMessage({ id, message }: { id?: string; message: string | null }) {
  return (
    <p id={id} role="alert" className={s.message}>
      {message}
    </p>
  );
}

/** The line under a signed-out form that leads to the other one ("계정이 없으신가요? 회원가입"). */
export function AuthSwitch({ question, to, label }: { question: string; to: string; label: string }) {
  return (
    <p className={s.note}>
      {question} <Link to={to}>{label}</Link>
    </p>
  );
}
