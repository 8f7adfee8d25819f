import * as s from './rc40.css';

/** A form's overall message (the server's answer, or "could not save"), announced when it appears. */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <p role="alert" className={s.formAlert}>
      {message}
    </p>
  );
}
