/**
 * The register card's form at work (RegisterRangeCard.tsx): a range checked in Korean with the contract's rule
 * before sending, one request id for the form's life (a double click registers once, and a retry after a lost
 * answer too). Loaded when the card is about to be used; it takes over what was typed (`draft`) and the focus
 * from the card's first form, and sends a submit asked for meanwhile (`submitted`).
 */
import { CUP_LIFE_PATHS, ID_FORMATS, type IdKind, type IdRange, type IdRangeInput } from '@oa/contract/cupLife';
import { formatNumber } from '@oa/ui/format';
import { useLayoutEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import { useRequestForm } from '../../../app/forms/useRequestForm';
import { notify } from '../../../app/shell/notify';
import { rangeInput, validateRange } from './idForms';
import { EMPTY_RANGE, type RangeValues } from './idRange';
import { RangeFields } from './RangeFields';

const REVALIDATE: Record<IdKind, string[]> = {
  CUP: [CUP_LIFE_PATHS.idRanges, CUP_LIFE_PATHS.cups],
  BOX: [CUP_LIFE_PATHS.idRanges, CUP_LIFE_PATHS.boxes],
};

export interface RangeFormProps {
  kind: IdKind;
  /** The values typed (the card's state, so that nothing typed before this loaded is lost). */
  draft: readonly [RangeValues | null, Dispatch<SetStateAction<RangeValues | null>>];
  /** Which control had the focus in the card's first form (a selector within the form), if any. */
  focused: string | null;
  /** A submit was asked for before this loaded: send it. */
  submitted: boolean;
  onRegistered: (range: IdRange) => void;
}

export default function RangeForm({ kind, draft, focused, submitted, onRegistered }: RangeFormProps) {
  const form = useRequestForm<RangeValues, IdRangeInput, IdRange>({
    request: { method: 'POST', path: CUP_LIFE_PATHS.registerIdRange(kind), client: 'SEOUL_CUP' },
    revalidate: REVALIDATE[kind],
    input: (values, requestId) => rangeInput(kind, values, requestId),
    initial: EMPTY_RANGE,
    draft,
    validate: (values) => validateRange(kind, values),
    invalid: () => null,
    onSaved: (range) => {
      notify(
        'success',
        `${ID_FORMATS[kind].word} ${formatNumber(range.count)}개(${range.first} ~ ${range.last})를 등록했습니다.`,
      );
      onRegistered(range);
    },
  });
  const element = useRef<HTMLFormElement>(null);
  // Once, as it replaces the card's first form: the focus where it was, then the submit asked for.
  const taken = useRef(false);
  useLayoutEffect(() => {
    if (taken.current) return;
    taken.current = true;
    const control = focused === null ? null : element.current?.querySelector<HTMLElement>(focused);
    if (control instanceof HTMLInputElement) {
      control.focus();
      control.setSelectionRange(control.value.length, control.value.length);
    } else control?.focus();
    if (submitted) element.current?.requestSubmit();
  }, [focused, submitted]);
  return (
    <RangeFields
      kind={kind}
      ref={element}
      id={form.id}
      field={form.field}
      values={form.values}
      busy={form.busy}
      message={form.message}
      onSubmit={form.submit}
    />
  );
}
