import { Button } from '@oa/ui/Button';
import * as s from './FormAlert.css';

export interface FormAlertProps {
  message: string | null;
  /** A record's form after a 409 (someone saved first): offers 최신 정보 불러오기, which loads it into the form. */
  conflict?: { reloading: boolean; reload: () => void } | null;
}

/** A form's or dialog's overall message (the server's answer), announced when it appears; every area's forms. */
export function FormAlert({ message, conflict = null }: FormAlertProps) {
  if (conflict === null || message === null) {
    return (
      <p role="alert" className={s.formAlert}>
        {message}
      </p>
    );
  }
  return (
    <div role="alert" className={s.withAction}>
      <p>{message}</p>
      <Button variant="secondary" width="auto" loading={conflict.reloading} onClick={conflict.reload}>
        최신 정보 불러오기
      </Button>
    </div>
  );
}
