/**
 * A page form's buttons: the page's own first, then 취소 (back to the list) and 등록 or 저장 (or the form's own word),
 * busy while saving.
 */
import { Button } from '@oa/ui/Button';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import * as s from './FormActions.css';

export interface FormActionsProps {
  busy: boolean;
  /** 등록 (a new record) or 저장. */
  creating: boolean;
  /** Where 취소 goes (the list). */
  cancelTo: string;
  /** The submit button's own word instead of 등록 or 저장 (환급); busy, it says '<word> 중…'. */
  submitLabel?: string | undefined;
  children?: ReactNode;
}

export function FormActions({ busy, creating, cancelTo, submitLabel, children }: FormActionsProps) {
  const navigate = useNavigate();
  return (
    <div className={s.actions}>
      {children}
      <Button
        variant="secondary"
        onClick={() => {
          void navigate(cancelTo);
        }}
      >
        취소
      </Button>
      <Button type="submit" loading={busy} loadingLabel={submitLabel === undefined ? '저장 중…' : `${submitLabel} 중…`}>
        {submitLabel ?? (creating ? '등록' : '저장')}
      </Button>
    </div>
  );
}
