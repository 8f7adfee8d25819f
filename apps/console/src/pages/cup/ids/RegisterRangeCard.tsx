/**
 * 컵 ID 등록 / 박스 번호 등록 (editCupIds, editBoxes): a range from the first to the last ID. After a registration
 * the form starts again (a new request id) and the range registered is offered for printing.
 *
 * The list is the screen's first job: the form's code (the form machinery, the request, its checks; RangeForm.tsx)
 * loads when the operator is about to use the card (the pointer over it, or the focus in it), not with the page
 * (issue 31). Until then the same form is drawn (RangeFields.tsx), keeping what is typed. The loaded form replaces
 * it only when the operator is not in the middle of it: neither the pointer nor the focus in it (when it arrives,
 * or when both have left), or at a submit, which it then sends, with what was typed and the focus. So what the
 * operator is pointing at or typing into is never swapped under them, whenever the code arrives.
 */
import { ID_FORMATS, type IdKind, type IdRange } from '@oa/contract/cupLife';
import { ButtonLink } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { formatNumber } from '@oa/ui/format';
import { Stack } from '@oa/ui/Stack';
import { useRef, useState, type ComponentType } from 'react';
import { useTextForm } from '../../../app/forms/useTextForm';
import { renderRouterLink } from '../../../routerLink';
import { qrLabelsPath } from '../shared/lifePaths';
import { EMPTY_RANGE, type RangeValues } from './idRange';
import type { RangeFormProps } from './RangeForm';
import { RangeFields, RANGE_WORDS } from './RangeFields';
import * as s from './ids.css';

type RangeFormComponent = ComponentType<RangeFormProps>;
/** The form's code once loaded (then every new form of the page has it at once). */
let loadedForm: RangeFormComponent | null = null;
const loadForm = () =>
  import('./RangeForm').then(({ default: form }) => {
    loadedForm = form;
    return form;
  });

/** A selector for the control in `form` that has the focus, to give it back in the loaded form. */
function focusedIn(form: HTMLElement | null): string | null {
  const active = document.activeElement;
  if (form === null || active === null || !form.contains(active)) return null;
  return active instanceof HTMLInputElement ? `[name="${active.name}"]` : 'button[type="submit"]';
}

function RegisterForm({ kind, onRegistered }: { kind: IdKind; onRegistered: (range: IdRange) => void }) {
  const [draft, setDraft] = useState<RangeValues | null>(null);
  // The form's code, once here; the loaded form is drawn once the operator is not in the middle of the form drawn
  // before it (the focus out of it, or a submit), with the control that has the focus then.
  const [Form, setForm] = useState<RangeFormComponent | null>(() => loadedForm);
  const [shown, setShown] = useState<{ focused: string | null } | null>(() =>
    loadedForm === null ? null : { focused: null },
  );
  const [submitted, setSubmitted] = useState(false);
  const [failed, setFailed] = useState(false);
  const asked = useRef(false);
  // Where the operator is: the pointer over the form, the focus in it.
  const pointerIn = useRef(false);
  const focusIn = useRef(false);
  const sending = useRef(false);
  const waitingForm = useRef<HTMLFormElement>(null);
  const text = useTextForm<RangeValues>([
    draft ?? EMPTY_RANGE,
    (action) => {
      setDraft((current) => (typeof action === 'function' ? action(current ?? EMPTY_RANGE) : action));
    },
  ]);
  if (Form !== null && shown !== null) {
    return (
      <Form
        kind={kind}
        draft={[draft, setDraft]}
        focused={shown.focused}
        submitted={submitted}
        onRegistered={onRegistered}
      />
    );
  }
  const load = () => {
    if (asked.current) return;
    asked.current = true;
    setFailed(false);
    loadForm().then(
      (loaded) => {
        setForm(() => loaded);
        if (sending.current || !(pointerIn.current || focusIn.current)) {
          setShown({ focused: focusedIn(waitingForm.current) });
        }
      },
      () => {
        // Asked again at the next approach; a submit asked for is not sent.
        asked.current = false;
        sending.current = false;
        setSubmitted(false);
        setFailed(true);
      },
    );
  };
  // Until then: the same form, keeping what is typed; a submit waits for the form's code.
  return (
    <RangeFields
      ref={waitingForm}
      kind={kind}
      field={text.field}
      values={draft ?? EMPTY_RANGE}
      busy={submitted}
      message={failed ? '등록 양식을 불러오지 못했습니다. 잠시 후 다시 시도해 주세요.' : null}
      onPointerEnter={() => {
        pointerIn.current = true;
        load();
      }}
      onPointerLeave={() => {
        pointerIn.current = false;
        if (Form !== null && !focusIn.current) setShown({ focused: null });
      }}
      onFocus={() => {
        focusIn.current = true;
        load();
      }}
      onBlur={(event) => {
        if (event.currentTarget.contains(event.relatedTarget)) return;
        focusIn.current = false;
        if (Form !== null && !pointerIn.current) setShown({ focused: null });
      }}
      onSubmit={(event) => {
        event.preventDefault();
        sending.current = true;
        setSubmitted(true);
        if (Form !== null) setShown({ focused: focusedIn(waitingForm.current) });
        else load();
      }}
    />
  );
}

export function RegisterRangeCard({ kind }: { kind: IdKind }) {
  const { word, example } = ID_FORMATS[kind];
  // A new form (and request id) after each registration.
  const [registered, setRegistered] = useState<IdRange[]>([]);
  const last = registered[0];
  return (
    <Card title={RANGE_WORDS[kind].title} headingLevel={2}>
      <Stack gap="12">
        <p className={s.note}>
          {`${word}는 ${example} 형식입니다. 시작과 끝을 넣으면 그 사이의 ${word}가 모두 등록됩니다.`}
        </p>
        <RegisterForm
          key={registered.length}
          kind={kind}
          onRegistered={(range) => {
            setRegistered((ranges) => [range, ...ranges]);
          }}
        />
        {last === undefined ? null : (
          <p className={s.actions} role="status">
            <span>{`방금 등록: ${last.first} ~ ${last.last} (${formatNumber(last.count)}개)`}</span>
            <ButtonLink
              href={qrLabelsPath(last.first, last.last)}
              renderLink={renderRouterLink}
              variant="secondary"
              width="auto"
            >
              라벨 인쇄
            </ButtonLink>
          </p>
        )}
      </Stack>
    </Card>
  );
}
