/**
 * 컵 ID 등록 / 박스 번호 등록 (editCupIds, editBoxes): a range from the first to the last ID, checked in
 * Korean with the contract's rule before sending. One request id per form: a double click registers once, and a
 * retry after a lost answer too. After a registration the form starts again (a new request id) and the range
 * registered is offered for printing.
 */
import { CUP_LIFE_PATHS, ID_FORMATS, type IdKind, type IdRange, type IdRangeInput } from '@oa/contract/cupLife';
import { Button, ButtonLink } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { formatNumber } from '@oa/ui/format';
import { Stack } from '@oa/ui/Stack';
import { TextField } from '@oa/ui/TextField';
import { useState } from 'react';
import { FormAlert } from '../../../app/forms/FormAlert';
import { useRequestForm } from '../../../app/forms/useRequestForm';
import { notify } from '../../../app/shell/notify';
import { renderRouterLink } from '../../../routerLink';
import { qrLabelsPath } from '../shared/lifePaths';
import { EMPTY_RANGE, rangeCount, rangeInput, validateRange, type RangeValues } from './idForms';
import * as s from './ids.css';

const WORDS: Record<IdKind, { title: string; first: string; last: string; revalidate: string[] }> = {
  CUP: {
    title: '컵 ID 등록',
    first: 'SC00100001',
    last: 'SC00100100',
    revalidate: [CUP_LIFE_PATHS.idRanges, CUP_LIFE_PATHS.cups],
  },
  BOX: {
    title: '박스 번호 등록',
    first: 'BX000001',
    last: 'BX000100',
    revalidate: [CUP_LIFE_PATHS.idRanges, CUP_LIFE_PATHS.boxes],
  },
};

function RangeForm({ kind, onRegistered }: { kind: IdKind; onRegistered: (range: IdRange) => void }) {
  const words = WORDS[kind];
  const form = useRequestForm<RangeValues, IdRangeInput, IdRange>({
    request: { method: 'POST', path: CUP_LIFE_PATHS.registerIdRange(kind), client: 'SEOUL_CUP' },
    revalidate: words.revalidate,
    input: (values, requestId) => rangeInput(kind, values, requestId),
    initial: EMPTY_RANGE,
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
  const count = rangeCount(kind, form.values);
  return (
    <form id={form.id} noValidate aria-label={words.title} onSubmit={form.submit}>
      <div className={s.inlineForm}>
        <TextField label="시작 ID" required autoComplete="off" placeholder={words.first} {...form.field('first')} />
        <TextField label="끝 ID" required autoComplete="off" placeholder={words.last} {...form.field('last')} />
        <Button type="submit" width="auto" loading={form.busy} loadingLabel="등록 중…">
          {count === null ? '등록' : `${formatNumber(count)}개 등록`}
        </Button>
      </div>
      <FormAlert message={form.message} />
    </form>
  );
}

export function RegisterRangeCard({ kind }: { kind: IdKind }) {
  const { word, example } = ID_FORMATS[kind];
  // A new form (and request id) after each registration.
  const [registered, setRegistered] = useState<IdRange[]>([]);
  const last = registered[0];
  return (
    <Card title={WORDS[kind].title} headingLevel={2}>
      <Stack gap="12">
        <p className={s.note}>
          {`${word}는 ${example} 형식입니다. 시작과 끝을 넣으면 그 사이의 ${word}가 모두 등록됩니다.`}
        </p>
        <RangeForm
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
