/**
 * /cup/box-number-inquiry (박스 번호 조회, LALALOOP_ID_BOX_VIEW): a box by its number (`?box=BX000001` in the URL):
 * its state, location, cup count and whether it is in service; its cups; its history (each change from → to,
 * where, 수동/자동, who, why, when in Seoul time), newest first; and its trips to rental machines.
 */
import type { BoxDetail, BoxEvent, Cup, Shipment } from '@oa/contract/cupLife';
import { BOX_CAPACITY, BOX_STATE_WORDS, idNumber } from '@oa/contract/cupLife';
import { Card } from '@oa/ui/Card';
import { DataTable, type DataTableColumn, type DataTableProps } from '@oa/ui/DataTable';
import { DescriptionList } from '@oa/ui/DescriptionList';
import { EmptyState } from '@oa/ui/EmptyState';
import { formatDateTime, formatNumber } from '@oa/ui/format';
import { Stack } from '@oa/ui/Stack';
import { boxService, boxStatus, cupStatus, StatusBadge } from '@oa/ui/StatusBadge';
import { Timeline, type TimelineEvent } from '@oa/ui/Timeline';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LoadRecord } from '../../../app/forms/LoadRecord';
import { useBox } from '../shared/lifeData';
import { upperId } from '../shared/cupFilters';
import { BOX_INQUIRY_PATH } from '../shared/lifePaths';
import { BoxChooser } from './BoxChooser';
import * as s from './ids.css';

const PAGE_SIZE = 10;
const dateTime = (iso: string | null) => (iso === null ? '-' : formatDateTime(iso));

const boxEvent = (event: BoxEvent): TimelineEvent => ({
  id: String(event.id),
  time: event.at,
  title: `${event.fromState === null ? '등록' : BOX_STATE_WORDS[event.fromState]} → ${BOX_STATE_WORDS[event.toState]}`,
  status: <StatusBadge table={boxStatus} value={event.toState} />,
  place: event.location,
  mode: event.manual ? 'manual' : 'automatic',
  actor: event.actor ?? '시스템',
  ...(event.reason === '' ? {} : { description: event.reason }),
});

const CUP_COLUMNS: DataTableColumn<Cup>[] = [
  { id: 'cuid', header: '컵 ID', cell: (cup) => <span className={s.digits}>{cup.cuid}</span> },
  { id: 'state', header: '상태', width: 110, cell: (cup) => <StatusBadge table={cupStatus} value={cup.state} /> },
  { id: 'useCount', header: '사용 횟수', align: 'right', width: 90, cell: (cup) => `${formatNumber(cup.useCount)}회` },
  { id: 'updatedAt', header: '최근 변경', width: 150, cell: (cup) => formatDateTime(cup.updatedAt) },
];

const SHIPMENT_COLUMNS: DataTableColumn<Shipment>[] = [
  { id: 'shippedAt', header: '출고일시', width: 150, cell: (trip) => formatDateTime(trip.shippedAt) },
  { id: 'from', header: '출발', width: 100, cell: (trip) => trip.fromLocation },
  {
    id: 'to',
    header: '도착',
    cell: (trip) =>
      trip.machineId === null ? trip.toLocation : `${trip.machineName ?? trip.toLocation} (${trip.machineId})`,
  },
  { id: 'district', header: '자치구', width: 80, cell: (trip) => trip.district ?? '-' },
  { id: 'cupCount', header: '컵', align: 'right', width: 70, cell: (trip) => `${formatNumber(trip.cupCount)}개` },
  { id: 'state', header: '상태', width: 100, cell: (trip) => <StatusBadge table={boxStatus} value={trip.state} /> },
  { id: 'deliveredAt', header: '도착일시', width: 150, cell: (trip) => dateTime(trip.deliveredAt) },
  { id: 'actor', header: '처리자', width: 90, cell: (trip) => trip.actor ?? '-' },
];

/** A short table on one page of its own (the detail answers every row at once). */
function LocalTable<T>({
  rows,
  ...props
}: { rows: readonly T[] } & Pick<DataTableProps<T>, 'label' | 'columns' | 'getRowId' | 'emptyTitle'>) {
  const [page, setPage] = useState(1);
  return (
    <DataTable
      {...props}
      data={rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE)}
      total={rows.length}
      page={page}
      onPageChange={setPage}
      pageSize={PAGE_SIZE}
      paginationLabels={{ navigation: `${props.label} 페이지 탐색` }}
    />
  );
}

function BoxStory({ detail }: { detail: BoxDetail }) {
  const { box } = detail;
  return (
    <Stack gap="16">
      <Card title={`박스 ${box.boxNumber}`} headingLevel={2}>
        <DescriptionList
          columns={3}
          items={[
            { label: '상태', value: <StatusBadge table={boxStatus} value={box.state} /> },
            { label: '위치', value: box.location },
            { label: '담긴 컵', value: `${formatNumber(box.cupCount)} / ${String(BOX_CAPACITY)}개` },
            {
              label: '사용',
              value: <StatusBadge table={boxService} value={box.retiredAt === null ? 'ACTIVE' : 'RETIRED'} />,
            },
            ...(box.retiredAt === null
              ? []
              : [
                  { label: '사용 중지일시', value: formatDateTime(box.retiredAt) },
                  { label: '사용 중지 사유', value: box.retireReason ?? '-' },
                ]),
            { label: '최근 변경', value: formatDateTime(box.updatedAt) },
          ]}
        />
      </Card>
      <Card title={`담긴 컵 ${formatNumber(detail.cups.length)}개`} headingLevel={2}>
        <LocalTable
          label={`박스 ${box.boxNumber}에 담긴 컵`}
          columns={CUP_COLUMNS}
          rows={detail.cups}
          getRowId={(cup) => cup.cuid}
          emptyTitle="박스가 비어 있습니다"
        />
      </Card>
      <Card title="이력" headingLevel={2}>
        <Timeline label={`박스 ${box.boxNumber} 이력`} events={detail.events.map(boxEvent)} />
      </Card>
      <Card title="배송 이력" headingLevel={2}>
        <LocalTable
          label={`박스 ${box.boxNumber} 배송 이력`}
          columns={SHIPMENT_COLUMNS}
          rows={detail.shipments}
          getRowId={(trip) => String(trip.id)}
          emptyTitle="배송 이력이 없습니다"
        />
      </Card>
    </Stack>
  );
}

function FoundBox({ boxNumber }: { boxNumber: string }) {
  const resource = useBox(boxNumber);
  return (
    <LoadRecord
      resource={resource}
      loading={{ title: `박스 ${boxNumber}`, message: '박스 정보를 불러오는 중…' }}
      failed="박스 정보를 불러오지 못했습니다."
      notFound={{
        title: '박스를 찾을 수 없습니다',
        description: `박스 ${boxNumber}은(는) 등록되지 않았습니다. 박스 번호를 확인해 주세요.`,
        back: { href: BOX_INQUIRY_PATH, label: '다시 검색' },
      }}
    >
      {(detail) => <BoxStory detail={detail} />}
    </LoadRecord>
  );
}

export function BoxInquiryPage() {
  const [params, setParams] = useSearchParams();
  const typed = upperId(params.get('box') ?? '');
  const boxNumber = idNumber('BOX', typed) === null ? null : typed;
  return (
    <Stack gap="16">
      <BoxChooser
        key={`chooser-${boxNumber ?? ''}`}
        value={boxNumber ?? ''}
        submitLabel="조회"
        onChoose={(chosen) => {
          setParams({ box: chosen });
        }}
      />
      {boxNumber === null ? (
        <Card>
          <EmptyState
            title="박스 번호를 입력해 주세요"
            description="박스의 상태, 담긴 컵, 이력과 배송 이력을 볼 수 있습니다."
          />
        </Card>
      ) : (
        <FoundBox key={boxNumber} boxNumber={boxNumber} />
      )}
    </Stack>
  );
}

export { BoxInquiryPage as Component };
