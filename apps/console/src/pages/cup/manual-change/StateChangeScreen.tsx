/**
 * 컵 상태 수동 변경 and 박스 상태 수동 변경 (SEOUL_CUP_STATUS_VIEW): one screen, two kinds. The operator enters IDs
 * (pasted one per line or separated by commas or spaces, scanned, or a range `first..last`; at most
 * STATE_CHANGE_MAX), the target state and a reason, and 미리 보기 asks the server what the change would do (each ID's
 * state now and the target, or why it is refused). 변경 (manualStatusEdit) is offered only for a preview without
 * refusals whose inputs have not changed since; it asks first and sends the prepared change once (one request id
 * per preview, so a double click applies it once). A refusal at that moment (409 SOME_REFUSED: nothing changed)
 * shows each ID's reason in the table. Without the permission the page previews and says why it cannot change.
 */
import { useApiMutation } from '@oa/api';
import { useCan } from '@oa/auth';
import {
  CUP_LIFE_PATHS,
  ID_FORMATS,
  LIFE_REASON_MAX,
  STATE_CHANGE_MAX,
  type IdKind,
  type StateChangeResult,
} from '@oa/contract/cupLife';
import { Button } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { DataTable, type DataTableColumn } from '@oa/ui/DataTable';
import { formatNumber } from '@oa/ui/format';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { Badge, boxStatus, cupStatus, StatusBadge, statusLabel } from '@oa/ui/StatusBadge';
import { Textarea } from '@oa/ui/Textarea';
import { lazy, Suspense, useMemo, useState } from 'react';
import { FormAlert } from '../../../app/forms/FormAlert';
import * as layout from '../../../app/forms/formLayout.css';
import { useForm } from '../../../app/forms/useForm';
import { LIFE_LABELS as T } from '../shared/lifeLabels';
import {
  changeKey,
  EMPTY_STATE_CHANGE,
  readIds,
  STATE_TARGETS,
  stateChangeInput,
  validateStateChange,
  type StateChangeInput,
  type StateChangeValues,
} from './stateChangeForm';
import * as s from './stateChange.css';
import type { PreparedChange } from './preparedChange';

const ApplyStateChangeDialog = lazy(() => import('./ApplyStateChangeDialog'));

const WORDS: Record<IdKind, { title: string; noun: string; path: string; table: typeof cupStatus | typeof boxStatus }> =
  {
    CUP: { title: '컵 상태 수동 변경', noun: '컵', path: CUP_LIFE_PATHS.cupStateChanges, table: cupStatus },
    BOX: { title: '박스 상태 수동 변경', noun: '박스', path: CUP_LIFE_PATHS.boxStateChanges, table: boxStatus },
  };

interface PreviewRow {
  id: string;
  fromState: string | null;
  refusal: string | null;
}

const rowsOf = (result: StateChangeResult): PreviewRow[] => [
  ...result.refused.map((refused) => ({ id: refused.id, fromState: refused.state, refusal: refused.reason })),
  ...result.changes.map((change) => ({ id: change.id, fromState: change.fromState, refusal: null })),
];

function PreviewTable({ kind, prepared, stale }: { kind: IdKind; prepared: PreparedChange; stale: boolean }) {
  const words = WORDS[kind];
  const [page, setPage] = useState(1);
  const [size, setSize] = useState(10);
  const rows = useMemo(() => rowsOf(prepared.result), [prepared.result]);
  const { toState } = prepared.result;
  const columns: DataTableColumn<PreviewRow>[] = [
    { id: 'id', header: ID_FORMATS[kind].word, width: 140, cell: (row) => row.id },
    {
      id: 'fromState',
      header: '현재 상태',
      width: 140,
      cell: (row) => <StatusBadge table={words.table} value={row.fromState} />,
    },
    {
      id: 'result',
      header: '변경 후',
      cell: (row) =>
        row.refusal === null ? (
          <span className={s.move}>
            <span aria-hidden>→</span>
            <StatusBadge table={words.table} value={toState} />
          </span>
        ) : (
          <span className={s.move}>
            <Badge tone="danger">거부</Badge>
            <span className={s.refusal}>{row.refusal}</span>
          </span>
        ),
    },
  ];
  const refused = prepared.result.refused.length;
  return (
    <Card title="미리 보기" headingLevel={2}>
      <Stack gap="12">
        <p className={s.counts} role="status">
          {`${words.noun} ${formatNumber(rows.length)}개 중 변경 ${formatNumber(prepared.result.changes.length)}개, 거부 ${formatNumber(refused)}개 · 바꿀 상태: ${statusLabel(words.table, toState)}`}
        </p>
        {refused > 0 ? (
          <p className={s.note}>
            거부된 ID가 있으면 변경할 수 없습니다. 거부된 ID를 빼거나 상태를 확인한 뒤 다시 미리 보기 해 주세요.
          </p>
        ) : null}
        {stale ? <p className={s.note}>입력이 바뀌었습니다. 변경하려면 다시 미리 보기 해 주세요.</p> : null}
        <DataTable
          label={`${words.title} 미리 보기`}
          columns={columns}
          data={rows.slice((page - 1) * size, page * size)}
          getRowId={(row) => row.id}
          total={rows.length}
          page={page}
          onPageChange={setPage}
          pageSize={size}
          onPageSizeChange={(next) => {
            setSize(next);
            setPage(1);
          }}
          sortOptions={[]}
          paginationLabels={{ navigation: '미리 보기 페이지 탐색' }}
          emptyTitle="변경할 ID가 없습니다"
        />
      </Stack>
    </Card>
  );
}

export function StateChangeScreen({ kind }: { kind: IdKind }) {
  const words = WORDS[kind];
  const canChange = useCan('manualStatusEdit');
  const [prepared, setPrepared] = useState<PreparedChange | null>(null);
  const [applying, setApplying] = useState(false);
  const preview = useApiMutation<StateChangeInput, StateChangeResult>({
    method: 'POST',
    path: words.path,
    client: 'SEOUL_CUP',
  }).trigger as (body: StateChangeInput) => Promise<StateChangeResult>;
  const form = useForm<StateChangeValues, StateChangeResult>({
    initial: EMPTY_STATE_CHANGE,
    validate: (values) => validateStateChange(kind, values),
    // Each preview is a question, never applied: its own request id.
    save: (values) => preview(stateChangeInput(kind, values, crypto.randomUUID(), true)),
    failed: '미리 보기를 하지 못했습니다. 잠시 후 다시 시도해 주세요.',
    onSaved: (result, values) => {
      setPrepared({ result, key: changeKey(kind, values), values, requestId: crypto.randomUUID() });
    },
  });
  const { field, values } = form;
  const read = readIds(kind, values);
  const stale = prepared !== null && prepared.key !== changeKey(kind, values);
  const ready =
    prepared !== null && !stale && prepared.result.refused.length === 0 && prepared.result.changes.length > 0;
  const targetOptions = STATE_TARGETS[kind].map((state) => ({ value: state, label: statusLabel(words.table, state) }));
  return (
    <Stack gap="16">
      <form noValidate aria-label={words.title} onSubmit={form.submit}>
        <Card title="변경할 대상" headingLevel={2}>
          <Stack gap="16">
            <div className={layout.fieldGrid}>
              <Textarea
                className={layout.wideField}
                label={`${ID_FORMATS[kind].word} 목록`}
                required
                rows={6}
                placeholder={`한 줄에 하나씩, 쉼표나 공백으로 나누어 입력하거나 스캔합니다.\n범위: ${ID_FORMATS[kind].example}..${ID_FORMATS[kind].prefix}${'0'.repeat(ID_FORMATS[kind].digits - 2)}10`}
                hint={`입력한 ID ${formatNumber(read.ids.length)}개 (최대 ${formatNumber(STATE_CHANGE_MAX)}개)`}
                {...field('ids')}
              />
              <Select label="바꿀 상태" required placeholder="선택" options={targetOptions} {...field('toState')} />
              <Textarea
                className={layout.wideField}
                label={T.reason}
                required
                rows={2}
                maxLength={LIFE_REASON_MAX}
                placeholder="예: 세척장 재고 조사에서 분실 확인"
                {...field('reason')}
              />
            </div>
            <FormAlert message={form.message} />
            {canChange ? null : <p className={s.note}>상태 수동 변경 권한이 없어 미리 보기만 할 수 있습니다.</p>}
            <div className={s.actions}>
              <Button
                type="submit"
                variant={canChange ? 'secondary' : 'primary'}
                width="auto"
                loading={form.busy}
                loadingLabel="미리 보기 중…"
              >
                미리 보기
              </Button>
              {canChange ? (
                <Button
                  width="auto"
                  disabled={!ready}
                  onClick={() => {
                    setApplying(true);
                  }}
                >
                  변경
                </Button>
              ) : null}
            </div>
          </Stack>
        </Card>
      </form>
      {prepared === null ? null : (
        <PreviewTable key={prepared.requestId} kind={kind} prepared={prepared} stale={stale} />
      )}
      <Suspense fallback={null}>
        {applying && prepared !== null ? (
          <ApplyStateChangeDialog
            kind={kind}
            prepared={prepared}
            onRefused={(refused) => {
              setPrepared({ ...prepared, result: refused });
            }}
            onApplied={() => {
              setPrepared(null);
              setApplying(false);
              form.reset(EMPTY_STATE_CHANGE);
            }}
            onClose={() => {
              setApplying(false);
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
