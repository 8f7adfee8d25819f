// Stand-in screens for `npm run bench:routes` (scripts/route-budgets.mjs): a screen module for every route of the
// table that has none yet, of the size and shape of the real ones (a list, a form, a statistics page), so a
// build of its own (never shipped) measures what the first load of a page will be once all 54 routes have screens.
// Each stand-in has its own strings and field names, as a real screen would, so no two compress into each other.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** The kind of screen a route will have, judged by its place in the table. */
export function standinKind(route) {
  if (route.menu === 'statistics') return 'statistics';
  if (/:\w+\?$/.test(route.path) || /(-edit|-control|-manual-change|-manage)$/.test(route.path)) return 'form';
  return 'list';
}

const pascal = (path) =>
  path
    .replace(/\/:\w+\??/g, '')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((word) => word[0].toUpperCase() + word.slice(1))
    .join('');

/** Field names and Korean labels a screen of this route might have, varied by route. */
function fieldsFor(route, count) {
  const words = route.path.split(/[^a-z]+/).filter((word) => word.length > 2);
  const base = ['machine', 'district', 'state', 'client', 'owner', 'serial', 'memo', 'amount', 'phone', 'place'];
  const labels = ['기기', '자치구', '상태', '고객사', '담당자', '일련번호', '메모', '금액', '연락처', '설치 장소'];
  return Array.from({ length: count }, (_, index) => {
    const word = words[index % Math.max(words.length, 1)] ?? 'item';
    return {
      name: `${base[index % base.length]}${word[0].toUpperCase()}${word.slice(1)}${String(index)}`,
      label: `${route.title.split(' ')[0]} ${labels[index % labels.length]}`,
    };
  });
}

function listScreen(route, name) {
  const fields = fieldsFor(route, 9);
  const filters = fields.slice(0, 4);
  const apiPath = `/v1${route.path.replace(/\/:\w+\??/g, '')}`;
  return `// Generated stand-in (apps/console/bench/standins.mjs): a list screen of the size of the real ones.
import { useList } from '@oa/api';
import type { ListDefinition } from '@oa/contract/listFields';
import { useCan } from '@oa/auth';
import { Button } from '@oa/ui/Button';
import type { DataTableColumn, TableSortOption } from '@oa/ui/DataTable';
import { formatDateTime, formatNumber } from '@oa/ui/format';
import { SearchFilterBar } from '@oa/ui/SearchFilterBar';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { cupStatus, StatusBadge } from '@oa/ui/StatusBadge';
import { TextField } from '@oa/ui/TextField';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ListTable } from '../../src/app/lists/ListTable';
import { listFilterForm } from '../../src/app/lists/listFilterForm';
import { useListFilters } from '../../src/app/lists/useListFilters';
import { useListUrlState, type ListUrlState } from '../../src/app/lists/useListUrlState';

interface ${name}Row {
  id: number;
${fields.map((field) => `  ${field.name}: string;`).join('\n')}
  createdAt: string;
  count: number;
}

const PATH = '${apiPath}';
const LABELS = {
${fields.map((field) => `  ${field.name}: '${field.label}',`).join('\n')}
} as const;
/** The list's fields as the contract would define them (types only, as a real screen imports them). */
type StandInList = ListDefinition<{
${filters.map((field, index) => `  ${field.name}: { type: '${index % 2 === 0 ? 'enum' : 'text'}' };`).join('\n')}
  q: { type: 'search' };
  createdAt: { type: 'timestamp'; sortable: true };
}>;
const FILTERS = listFilterForm<StandInList>()({
${filters.map((field, index) => `  ${field.name}: '${index % 2 === 0 ? 'eq' : 'like'}',`).join('\n')}
  q: 'like',
});
const OPTIONS = [
  { value: 'A', label: '${route.title} 사용' },
  { value: 'B', label: '${route.title} 중지' },
  { value: 'C', label: '${route.title} 점검' },
];
const SORTS: readonly TableSortOption[] = [
  { label: '최신순', key: 'createdAt', direction: 'DESC' },
  { label: '오래된순', key: 'createdAt', direction: 'ASC' },
${fields
  .slice(0, 3)
  .map((field) => `  { label: '${field.label}순', key: '${field.name}', direction: 'ASC' },`)
  .join('\n')}
];

function columns(canEdit: boolean): DataTableColumn<${name}Row>[] {
  return [
    {
      id: '${fields[0].name}',
      header: LABELS.${fields[0].name},
      sortable: true,
      cell: (row) => (canEdit ? <Link to={'${route.path.replace(/\/:\w+\??/g, '')}/' + String(row.id)}>{row.${fields[0].name}}</Link> : row.${fields[0].name}),
    },
${fields
  .slice(1)
  .map((field, index) =>
    index % 3 === 0
      ? `    { id: '${field.name}', header: LABELS.${field.name}, cell: (row) => <StatusBadge table={cupStatus} value={row.${field.name}} /> },`
      : `    { id: '${field.name}', header: LABELS.${field.name}, sortable: ${String(index % 2 === 0)} },`,
  )
  .join('\n')}
    { id: 'count', header: '${route.title} 건수', cell: (row) => formatNumber(row.count) },
    { id: 'createdAt', header: '등록 일시', sortable: true, cell: (row) => formatDateTime(row.createdAt) },
  ];
}

function Filters({ table }: { table: ListUrlState }) {
  const { bar, field } = useListFilters(table, FILTERS);
  return (
    <SearchFilterBar label="${route.title} 검색 조건" {...bar}>
${filters
  .map((field, index) =>
    index % 2 === 0
      ? `      <Select label={LABELS.${field.name}} placeholder="전체" options={OPTIONS} {...field('${field.name}')} />`
      : `      <TextField label={LABELS.${field.name}} {...field('${field.name}')} />`,
  )
  .join('\n')}
      <TextField label="검색어" type="search" placeholder="${route.title} 검색" {...field('q')} />
    </SearchFilterBar>
  );
}

export function ${name}Page() {
  const canEdit = useCan('editRentalMachine');
  const table = useListUrlState();
  const list = useList<${name}Row>(PATH, table.query);
  const cols = useMemo(() => columns(canEdit), [canEdit]);
  return (
    <Stack gap="16">
      <Filters table={table} />
      <ListTable
        table={table}
        list={list}
        label="${route.title}"
        columns={cols}
        getRowId={(row) => String(row.id)}
        sortOptions={SORTS}
        text={{
          loadError: '${route.title}을(를) 불러오지 못했습니다.',
          empty: '${route.title} 데이터가 없습니다',
          emptyFiltered: '조건에 맞는 ${route.title} 데이터가 없습니다',
        }}
        excel={{
          path: PATH,
          columns: [${fields
            .slice(0, 5)
            .map((field) => `{ header: LABELS.${field.name}, value: (row: ${name}Row) => row.${field.name} }`)
            .join(', ')}],
          fileName: '${route.title}',
        }}
        actions={canEdit ? <Button>${route.title} 등록</Button> : undefined}
      />
    </Stack>
  );
}

export { ${name}Page as Component };
`;
}

function formScreen(route, name) {
  const fields = fieldsFor(route, 8);
  return `// Generated stand-in (apps/console/bench/standins.mjs): a form screen of the size of the real ones.
import { isHttpError, serverError, useApiMutation, useResource } from '@oa/api';
import { Button } from '@oa/ui/Button';
import { Card } from '@oa/ui/Card';
import { Select } from '@oa/ui/Select';
import { Stack } from '@oa/ui/Stack';
import { TextField } from '@oa/ui/TextField';
import { useState, type SyntheticEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { FormAlert } from '../../src/app/forms/FormAlert';
import { LoadingCard } from '../../src/app/forms/LoadingCard';
import { notify } from '../../src/app/shell/notify';
import { useTextForm } from '../../src/app/forms/useTextForm';
import { useUnsavedChangesPrompt } from '../../src/app/forms/useUnsavedChangesPrompt';

const EMPTY = {
${fields.map((field) => `  ${field.name}: '',`).join('\n')}
};
type Name = keyof typeof EMPTY;
const LABELS: Record<Name, string> = {
${fields.map((field) => `  ${field.name}: '${field.label}',`).join('\n')}
};
const REQUIRED: readonly Name[] = [${fields
    .slice(0, 4)
    .map((field) => `'${field.name}'`)
    .join(', ')}];
const OPTIONS = [
  { value: 'ON', label: '${route.title} 사용' },
  { value: 'OFF', label: '${route.title} 사용 안 함' },
];

function validate(values: Record<Name, string>): Partial<Record<Name, string>> {
  const errors: Partial<Record<Name, string>> = {};
  for (const name of REQUIRED) if (values[name].trim() === '') errors[name] = LABELS[name] + '을(를) 입력해 주세요.';
  if (values.${fields[4].name}.length > 100) errors.${fields[4].name} = LABELS.${fields[4].name} + '은(는) 100자 이하로 입력해 주세요.';
  return errors;
}

export function ${name}Page() {
  const { id } = useParams();
  const navigate = useNavigate();
  const record = useResource<Record<Name, string>>(id === undefined ? null : '${route.path.replace(/\/:\w+\??/g, '')}/' + id);
  const { values, setErrors, field } = useTextForm(EMPTY);
  const [message, setMessage] = useState<string | null>(null);
  const save = useApiMutation<Record<Name, string>, unknown>('POST', '${route.path.replace(/\/:\w+\??/g, '')}');
  const dirty = Object.entries(values).some(([name, value]) => value !== EMPTY[name as Name]);
  useUnsavedChangesPrompt(dirty && !save.isMutating);
  if (id !== undefined && record.isLoading) return <LoadingCard title="${route.title}" message="${route.title} 정보를 불러오는 중…" />;

  const submit = async (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = validate(values);
    setErrors(errors);
    if (Object.keys(errors).length > 0) {
      setMessage('입력한 내용을 확인해 주세요.');
      return;
    }
    try {
      await save.trigger(values);
      notify('success', '${route.title}을(를) 저장했습니다.');
      await navigate(-1);
    } catch (error) {
      setMessage(isHttpError(error) ? serverError(error).message : '저장하지 못했습니다.');
    }
  };

  return (
    <Card>
      <form noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="16">
          <FormAlert message={message} />
${fields
  .map((field, index) =>
    index % 4 === 3
      ? `          <Select label={LABELS.${field.name}} options={OPTIONS} {...field('${field.name}')} />`
      : `          <TextField label={LABELS.${field.name}} required={${String(index < 4)}} {...field('${field.name}')} />`,
  )
  .join('\n')}
          <Button type="submit" loading={save.isMutating}>
            저장
          </Button>
        </Stack>
      </form>
    </Card>
  );
}

export { ${name}Page as Component };
`;
}

function statisticsScreen(route, name) {
  const fields = fieldsFor(route, 5);
  return `// Generated stand-in (apps/console/bench/standins.mjs): a statistics page (period, a chart loaded after the
// page, the same numbers as a table).
import { useResource } from '@oa/api';
import { DataTable, type DataTableColumn } from '@oa/ui/DataTable';
import { formatNumber } from '@oa/ui/format';
import { Card } from '@oa/ui/Card';
import { Stack } from '@oa/ui/Stack';
import { lazy, Suspense, useState } from 'react';
import { PeriodPicker } from '../../src/app/lists/PeriodPicker';

const BarChart = lazy(() => import('@oa/ui/Charts').then((module) => ({ default: module.BarChart })));

interface ${name}Point {
  label: string;
${fields.map((field) => `  ${field.name}: number;`).join('\n')}
}

const COLUMNS: DataTableColumn<${name}Point>[] = [
  { id: 'label', header: '${route.title} 구분' },
${fields
  .map(
    (field) =>
      `  { id: '${field.name}', header: '${field.label}', cell: (point) => formatNumber(point.${field.name}) },`,
  )
  .join('\n')}
];

export function ${name}Page() {
  const [period, setPeriod] = useState({ from: '', to: '' });
  const data = useResource<${name}Point[]>('/v1/statistics${route.path.replace('/dashboard', '')}');
  const points = data.value ?? [];
  return (
    <Stack gap="16">
      <PeriodPicker label="${route.title} 기간" value={period} onChange={setPeriod} />
      <Card>
        <Suspense fallback={<p>${route.title} 차트를 불러오는 중…</p>}>
          <BarChart
            title="${route.title}"
            unit="건"
            series={[{ key: 'value', label: '${fields[0].label}' }]}
            data={points.map((point) => ({ label: point.label, values: { value: point.${fields[0].name} } }))}
          />
        </Suspense>
      </Card>
      <DataTable label="${route.title} 표" columns={COLUMNS} rows={points} getRowId={(point) => point.label} />
    </Stack>
  );
}

export { ${name}Page as Component };
`;
}

const TEMPLATES = { list: listScreen, form: formScreen, statistics: statisticsScreen };

/**
 * Writes a stand-in for every protected route in `routes` that `screens` (route path -> module) lacks, into
 * `dir` (under apps/console, so the packages resolve). Returns route path -> module file, as screens.ts names
 * them (relative to apps/console).
 */
export function writeStandins({ app, dir, routes, screens }) {
  rmSync(join(app, dir), { recursive: true, force: true });
  mkdirSync(join(app, dir), { recursive: true });
  const written = {};
  for (const route of routes) {
    if (route.access !== 'protected' || screens[route.path] !== undefined) continue;
    const name = `Standin${pascal(route.path)}`;
    const file = `${dir}/${name}Page.tsx`;
    writeFileSync(join(app, file), TEMPLATES[standinKind(route)](route, name));
    written[route.path] = file;
  }
  return written;
}
