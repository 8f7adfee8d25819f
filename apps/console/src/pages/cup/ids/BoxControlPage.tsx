/**
 * /cup/lalaloop-id-control (컵 ID 제어, LALALOOP_ID_EDIT): choose a box (typed or scanned; `?box=` in the URL), then
 * pack cups into it (editCupIds) by typing or with a barcode scanner (it types the ID and Enter). The scan field
 * stays focused and is cleared at once; each scan is checked (a cup ID, not already in the box, not the same cup
 * still in flight, room left of BOX_CAPACITY) and queued, and the queue sends them one after another in the order
 * scanned, so fifty quick scans all land. The scan log (newest first) says 담음 or 거부 with the Korean reason (a
 * refused scan is marked red with an icon and announced); the box's contents each have 꺼내기 (unpack).
 */
import { serverError, useApi } from '@oa/api';
import { useCan } from '@oa/auth';
import type { Envelope } from '@oa/contract';
import {
  BOX_CAPACITY,
  CUP_LIFE_PATHS,
  idNumber,
  type BoxDetail,
  type Cup,
  type PackInput,
  type PackResult,
} from '@oa/contract/cupLife';
import { Button, ButtonLink } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { DataTable, type DataTableColumn } from '@oa/ui/DataTable';
import { EmptyState } from '@oa/ui/EmptyState';
import { formatNumber } from '@oa/ui/format';
import { Stack } from '@oa/ui/Stack';
import { boxStatus, cupStatus, packScanResult, StatusBadge } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { clsx } from 'clsx';
import { CircleCheck, CircleX } from 'lucide-react';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useSearchParams } from 'react-router';
import type { KeyedMutator } from 'swr';
import { LoadRecord } from '../../../app/forms/LoadRecord';
import { notify } from '../../../app/shell/notify';
import { renderRouterLink } from '../../../routerLink';
import { useBox } from '../shared/lifeData';
import { upperId } from '../shared/cupFilters';
import { boxInquiryPath, CUP_ID_CONTROL_PATH } from '../shared/lifePaths';
import { BoxChooser } from './BoxChooser';
import * as s from './ids.css';
import { answerScan, createSerialQueue, logScan, scannedId, scanRefusal, type Scan } from './scanQueue';

const FAILED = '담지 못했습니다. 다시 스캔해 주세요.';

type BoxMutate = KeyedMutator<Envelope<BoxDetail>>;

/** The box after a pack or an unpack: its new state and count, the cup added or taken out. */
const withAnswer = (detail: BoxDetail, result: PackResult, packed: boolean): BoxDetail => ({
  ...detail,
  box: result.box,
  cups: packed
    ? [result.cup, ...detail.cups.filter((cup) => cup.cuid !== result.cup.cuid)]
    : detail.cups.filter((cup) => cup.cuid !== result.cup.cuid),
});

function ScanLog({ log }: { log: readonly Scan[] }) {
  if (log.length === 0) return <p className={s.note}>아직 스캔한 컵이 없습니다.</p>;
  return (
    <ol className={s.scanLog} aria-label="스캔 기록">
      {log.map((scan) => (
        <li key={scan.key} className={clsx(s.scan, scan.status === 'REFUSED' && s.refused)}>
          <span className={s.digits}>{scan.cuid}</span>
          <StatusBadge table={packScanResult} value={scan.status} />
          <span className={scan.status === 'REFUSED' ? s.reason : undefined}>
            {scan.status === 'REFUSED' ? <CircleX size={14} aria-hidden /> : null}
            {scan.status === 'PACKED' ? <CircleCheck size={14} aria-hidden /> : null} {scan.reason ?? ''}
          </span>
        </li>
      ))}
    </ol>
  );
}

function Packing({ detail, mutate }: { detail: BoxDetail; mutate: BoxMutate }) {
  const { clients } = useApi();
  const canPack = useCan('editCupIds');
  const { box } = detail;
  const boxNumber = box.boxNumber;
  const retired = box.retiredAt !== null;
  const [log, setLog] = useState<Scan[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const [unpacking, setUnpacking] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const inBox = useRef(new Set(detail.cups.map((cup) => cup.cuid)));
  const pending = useRef(new Set<string>());
  const nextKey = useRef(1);
  useEffect(() => {
    inBox.current = new Set(detail.cups.map((cup) => cup.cuid));
  }, [detail.cups]);
  useEffect(() => {
    input.current?.focus();
  }, []);

  const queue = useRef<ReturnType<typeof createSerialQueue<Scan>> | null>(null);
  const send = async (scan: Scan) => {
    try {
      const response = await clients.SEOUL_CUP.request<Envelope<PackResult>>({
        method: 'POST',
        url: CUP_LIFE_PATHS.boxCups(boxNumber),
        data: { cuid: scan.cuid } satisfies PackInput,
      });
      const result = response.data._data;
      inBox.current.add(scan.cuid);
      setLog((current) => answerScan(current, scan.key, 'PACKED'));
      setAnnouncement(`${scan.cuid} 담음 (${formatNumber(result.box.cupCount)}/${String(BOX_CAPACITY)})`);
      void mutate((current) => current && { ...current, _data: withAnswer(current._data, result, true) }, {
        revalidate: false,
      });
    } catch (error) {
      const reason = serverError(error)?.message ?? FAILED;
      setLog((current) => answerScan(current, scan.key, 'REFUSED', reason));
      setAnnouncement(`${scan.cuid} 거부: ${reason}`);
    } finally {
      pending.current.delete(scan.cuid);
      // Everything answered: read the box again, the server's word over the answers pieced together.
      if (pending.current.size === 0) void mutate();
    }
  };

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const field = input.current;
    if (field === null) return;
    const cuid = scannedId(field.value);
    field.value = '';
    field.focus();
    if (cuid === '') return;
    const key = nextKey.current;
    nextKey.current += 1;
    const refusal = scanRefusal(cuid, { inBox: inBox.current, pending: pending.current });
    if (refusal !== null) {
      setLog((current) => logScan(current, { key, cuid, status: 'REFUSED', reason: refusal }));
      setAnnouncement(`${cuid} 거부: ${refusal}`);
      return;
    }
    pending.current.add(cuid);
    const scan: Scan = { key, cuid, status: 'SENDING', reason: null };
    setLog((current) => logScan(current, scan));
    queue.current ??= createSerialQueue(send);
    queue.current.push(scan);
  };

  const unpack = async (cup: Cup) => {
    setUnpacking(cup.cuid);
    try {
      const response = await clients.SEOUL_CUP.request<Envelope<PackResult>>({
        method: 'DELETE',
        url: CUP_LIFE_PATHS.boxCup(boxNumber, cup.cuid),
      });
      const result = response.data._data;
      inBox.current.delete(cup.cuid);
      await mutate((current) => current && { ...current, _data: withAnswer(current._data, result, false) }, {
        revalidate: false,
      });
      notify('success', `${cup.cuid}을(를) 박스에서 꺼냈습니다.`);
    } catch (error) {
      notify('error', serverError(error)?.message ?? '컵을 꺼내지 못했습니다. 잠시 후 다시 시도해 주세요.');
    } finally {
      setUnpacking(null);
      input.current?.focus();
    }
  };

  const columns: DataTableColumn<Cup>[] = [
    { id: 'cuid', header: '컵 ID', cell: (cup) => <span className={s.digits}>{cup.cuid}</span> },
    { id: 'state', header: '상태', width: 110, cell: (cup) => <StatusBadge table={cupStatus} value={cup.state} /> },
    ...(canPack
      ? [
          {
            id: 'actions',
            header: '관리',
            width: 110,
            cell: (cup: Cup) => (
              <Button
                variant="secondary"
                width="auto"
                aria-label={`${cup.cuid} 꺼내기`}
                loading={unpacking === cup.cuid}
                loadingLabel="꺼내는 중…"
                disabled={unpacking !== null && unpacking !== cup.cuid}
                onClick={() => void unpack(cup)}
              >
                꺼내기
              </Button>
            ),
          },
        ]
      : []),
  ];

  const blocked = !canPack
    ? '컵을 담을 권한이 없습니다. 박스의 내용만 볼 수 있습니다.'
    : retired
      ? '사용 중지된 박스에는 컵을 담을 수 없습니다.'
      : null;
  return (
    <Stack gap="16">
      <Card
        title={`박스 ${boxNumber}`}
        headingLevel={2}
        actions={
          <ButtonLink href={boxInquiryPath(boxNumber)} renderLink={renderRouterLink} variant="secondary" width="auto">
            박스 조회
          </ButtonLink>
        }
      >
        <p className={s.actions}>
          <StatusBadge table={boxStatus} value={box.state} />
          <span>{box.location}</span>
          <strong className={s.digits}>{`담긴 컵 ${formatNumber(box.cupCount)} / ${String(BOX_CAPACITY)}개`}</strong>
        </p>
      </Card>
      <Card title="컵 스캔" headingLevel={2}>
        <Stack gap="12">
          {blocked === null ? (
            <form className={s.inlineForm} noValidate aria-label="컵 스캔" onSubmit={submit}>
              <TextField
                ref={input}
                label="컵 ID"
                autoComplete="off"
                placeholder="스캔하거나 입력 후 Enter"
                hint="스캐너로 연속해서 스캔해도 모두 차례로 담깁니다."
                defaultValue=""
              />
              <Button type="submit" width="auto">
                담기
              </Button>
            </form>
          ) : (
            <p className={s.note}>{blocked}</p>
          )}
          <p role="status" aria-live="polite" aria-label="스캔 결과" className={s.note}>
            {announcement}
          </p>
          <ScanLog log={log} />
        </Stack>
      </Card>
      <DataTable
        label={`박스 ${boxNumber}에 담긴 컵`}
        columns={columns}
        data={detail.cups}
        getRowId={(cup) => cup.cuid}
        total={detail.cups.length}
        page={1}
        onPageChange={() => undefined}
        pageSize={BOX_CAPACITY}
        emptyTitle="박스가 비어 있습니다"
        emptyDescription="컵 ID를 스캔하면 이 박스에 담깁니다."
      />
    </Stack>
  );
}

function ChosenBox({ boxNumber }: { boxNumber: string }) {
  const resource = useBox(boxNumber);
  return (
    <LoadRecord
      resource={resource}
      loading={{ title: `박스 ${boxNumber}`, message: '박스를 불러오는 중…' }}
      failed="박스를 불러오지 못했습니다."
      notFound={{
        title: '박스를 찾을 수 없습니다',
        description: `박스 ${boxNumber}은(는) 등록되지 않았습니다. 박스 번호를 확인해 주세요.`,
        back: { href: CUP_ID_CONTROL_PATH, label: '다른 박스 선택' },
      }}
    >
      {(detail) => <Packing detail={detail} mutate={resource.mutate} />}
    </LoadRecord>
  );
}

export function BoxControlPage() {
  const [params, setParams] = useSearchParams();
  const typed = upperId(params.get('box') ?? '');
  const boxNumber = idNumber('BOX', typed) === null ? null : typed;
  return (
    <Stack gap="16">
      <BoxChooser
        value={boxNumber ?? ''}
        submitLabel="박스 선택"
        onChoose={(chosen) => {
          setParams({ box: chosen });
        }}
      />
      {boxNumber === null ? (
        <Card>
          <EmptyState title="박스를 선택해 주세요" description="컵을 담을 박스의 번호를 스캔하거나 입력하세요." />
        </Card>
      ) : (
        <ChosenBox key={boxNumber} boxNumber={boxNumber} />
      )}
    </Stack>
  );
}

export { BoxControlPage as Component };
