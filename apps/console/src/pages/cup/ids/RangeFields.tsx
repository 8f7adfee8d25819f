/**
 * The register form as the operator sees it (시작 ID, 끝 ID, the button that says how many IDs the range makes, the
 * form's message): the same elements whether the form's code is loaded (RangeForm.tsx) or not yet
 * (RegisterRangeCard.tsx), so nothing moves or changes when it arrives.
 */
import type { IdKind } from '@oa/contract/cupLife';
import { Button } from '@oa/ui/Button';
import { formatNumber } from '@oa/ui/format';
import { TextField } from '@oa/ui/TextField';
import type { FocusEventHandler, PointerEventHandler, Ref, SubmitEventHandler } from 'react';
import { FormAlert } from '../../../app/forms/FormAlert';
import { rangeCount, type RangeValues } from './idRange';
import * as s from './ids.css';

export const RANGE_WORDS: Record<IdKind, { title: string; first: string; last: string }> = {
  CUP: { title: '컵 ID 등록', first: 'SC00100001', last: 'SC00100100' },
  BOX: { title: '박스 번호 등록', first: 'BX000001', last: 'BX000100' },
};

/** A text field's props for one value (useTextForm's and useForm's `field`). */
export interface RangeFieldProps {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
  id?: string;
}

export interface RangeFieldsProps {
  kind: IdKind;
  ref?: Ref<HTMLFormElement>;
  id?: string;
  field: (name: keyof RangeValues) => RangeFieldProps;
  values: RangeValues;
  busy: boolean;
  message: string | null;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  onFocus?: FocusEventHandler<HTMLFormElement>;
  onBlur?: FocusEventHandler<HTMLFormElement>;
  onPointerEnter?: PointerEventHandler<HTMLFormElement>;
  onPointerLeave?: PointerEventHandler<HTMLFormElement>;
}

export function RangeFields({ kind, field, values, busy, message, ...form }: RangeFieldsProps) {
  const words = RANGE_WORDS[kind];
  const count = rangeCount(kind, values);
  return (
    <form noValidate aria-label={words.title} {...form}>
      <div className={s.inlineForm}>
        <TextField label="시작 ID" required autoComplete="off" placeholder={words.first} {...field('first')} />
        <TextField label="끝 ID" required autoComplete="off" placeholder={words.last} {...field('last')} />
        <Button type="submit" width="auto" loading={busy} loadingLabel="등록 중…">
          {count === null ? '등록' : `${formatNumber(count)}개 등록`}
        </Button>
      </div>
      <FormAlert message={message} />
    </form>
  );
}
