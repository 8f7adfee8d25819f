import * as s from './FormAlert.css';

/** A form's or dialog's overall message (the server's answer), announced when it appears; every area's forms. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <p role="alert" className={s.formAlert}>
      {message}
    </p>
  );
}
