/**
 * /dashboard/rc-4_0-version and /dashboard/rc-4_0-ai-model: the uploaded files of one kind, newest first, with
 * their rollout counts; choosing one (`?file=<id>` in the URL) shows its per-robot rollout and, for users who may,
 * the 배포 action. The 업로드 button (upload permission only) opens the kind's upload screen.
 */
import { useUpdateFile, useUpdateFiles } from '../shared/robotData';
import { type UpdateFile, type UpdateFileKind } from '@oa/api';
import { useCan } from '@oa/auth';
import { ButtonLink } from '@oa/ui/Button';
import { type DataTableColumn } from '@oa/ui/DataTable';
import { formatDateTime, formatNumber } from '@oa/ui/format';
import { Stack } from '@oa/ui/Stack';
import { Upload } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { ListTable } from '../../../app/lists/ListTable';
import { PartLoading } from '../../../app/shell/PartLoading';
import { TwoLines } from './RobotCell';
import { formatBytes, UPDATE_FILE_KIND_INFO } from './updateFileKinds';
import { renderRouterLink } from '../../../routerLink';

/**
 * A chosen file's rollout panel (its table, filter and the 배포 dialog) loads when a file is chosen: the list's
 * first load does not carry it (issue 31). Its place is held meanwhile.
 */
const RolloutPanel = lazy(() => import('./RolloutPanel').then((module) => ({ default: module.RolloutPanel })));
const PANEL_HEIGHT = 520;

/** '설치 완료 12 · 진행 3 · 실패 1' (진행 = 대기 + 내려받는 중); '배포 전' before any. */
export function rolloutSummary(rollout: UpdateFile['rollout']): string {
  const running = rollout.PENDING + rollout.DOWNLOADING;
  if (running + rollout.INSTALLED + rollout.FAILED === 0) return '배포 전';
  return `설치 완료 ${formatNumber(rollout.INSTALLED)} · 진행 ${formatNumber(running)} · 실패 ${formatNumber(rollout.FAILED)}`;
}

/** The first line of the release notes, cut to `max` characters. */
const firstLine = (text: string, max = 16) => {
  const line = text.split('\n')[0] ?? '';
  return line.length > max ? `${line.slice(0, max)}…` : line || '-';
};

const columns: DataTableColumn<UpdateFile>[] = [
  { id: 'version', header: '버전', width: 90 },
  {
    id: 'fileName',
    header: '파일',
    cell: (file) => (
      <TwoLines first={file.fileName} second={`${formatBytes(file.sizeBytes)} · SHA-256 ${file.sha256.slice(0, 12)}`} />
    ),
  },
  { id: 'releaseNotes', header: '릴리스 노트', cell: (file) => firstLine(file.releaseNotes) },
  { id: 'uploadedBy', header: '업로더', cell: (file) => file.uploadedBy ?? '-', width: 90 },
  { id: 'createdAt', header: '등록일', cell: (file) => formatDateTime(file.createdAt), width: 130 },
  { id: 'rollout', header: '배포 현황', cell: (file) => rolloutSummary(file.rollout), width: 210 },
];

export function UpdateFilesScreen({ kind }: { kind: UpdateFileKind }) {
  const info = UPDATE_FILE_KIND_INFO[kind];
  const [params, setParams] = useSearchParams();
  const canUpload = useCan(info.uploadAction);
  // The file list's page and size are in the URL beside the chosen file (`?file=`), like every list's.
  const table = useListUrlState();
  const files = useUpdateFiles(kind, table.query);
  // The chosen file is read by itself, so a shared link works whatever page of the list is shown.
  const chosenId = Number(params.get('file'));
  const { value: chosen } = useUpdateFile(kind, Number.isInteger(chosenId) && chosenId > 0 ? chosenId : null);
  return (
    <Stack gap="24">
      <ListTable
        table={table}
        list={files}
        label={`${info.noun} 파일`}
        columns={columns}
        getRowId={(file) => String(file.id)}
        sortOptions={[]}
        onRowClick={(file) => {
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set('file', String(file.id));
            return next;
          });
        }}
        text={{ loadError: `${info.noun} 파일을 불러오지 못했습니다.`, empty: `업로드한 ${info.noun} 파일이 없습니다` }}
        actions={
          canUpload ? (
            <ButtonLink href={info.uploadRoute} renderLink={renderRouterLink} icon={<Upload size={16} />}>
              업로드
            </ButtonLink>
          ) : undefined
        }
      />
      {chosen === undefined ? null : (
        <Suspense fallback={<PartLoading height={PANEL_HEIGHT} />}>
          <RolloutPanel key={chosen.id} info={info} file={chosen} />
        </Suspense>
      )}
    </Stack>
  );
}
