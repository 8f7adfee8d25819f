import * as s from './users.css';

/** A form's or dialog's overall message (the server's answer), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <p role="alert" className={s.formAlert}>
      {message}
    </p>
  );
}
