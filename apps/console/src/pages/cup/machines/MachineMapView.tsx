/**
 * The machine lists' 지도 view: every machine matching the list's filters on a map of Seoul (ui PointMap), each a
 * dot in its condition's colour (the monitors' words: 재고 없음, 재고 부족, 연결 끊김…), named with its stock or
 * fill on hover and focus; a machine is a link to its manage page for those who may edit it. The table view stays
 * the accessible list of the same machines.
 */
import type { ListFilter } from '@oa/api';
import type { CupMachineKind, MachineStatus } from '@oa/contract/cup';
import { CUP_MAP_MAX } from '@oa/contract/cup';
import { ErrorState } from '@oa/ui/ErrorState';
import { formatNumber } from '@oa/ui/format';
import { PointMap, type MapGroup, type MapPoint } from '@oa/ui/PointMap';
import { statusLabel } from '@oa/ui/StatusBadge';
import { useSeoulDistricts } from '../../../app/geo/seoulDistricts';
import { renderRouterLink } from '../../../routerLink';
import { conditionOf } from '../monitors/machineBoard';
import { useMachineMap } from '../shared/cupData';
import { CONDITION_ORDER, MACHINE_CONDITIONS, MACHINE_WORDS } from '../shared/cupLabels';
import { machineManagePath } from '../shared/cupPaths';
import { MachineMapLoading } from './MachineMapLoading';

export interface MachineMapViewProps {
  kind: CupMachineKind;
  /** The list's filters (the URL's). */
  filters: readonly ListFilter[];
  /** Points link to the manage pages. */
  canEdit: boolean;
}

export default function MachineMapView({ kind, filters, canEdit }: MachineMapViewProps) {
  const words = MACHINE_WORDS[kind];
  const { districts, failed } = useSeoulDistricts();
  const map = useMachineMap(kind, filters);
  if (map.error !== undefined || failed) {
    return (
      <ErrorState
        message={`${words.noun} 지도를 불러오지 못했습니다.`}
        onRetry={() => {
          void map.mutate();
        }}
      />
    );
  }
  if (map.value === undefined || districts === null) {
    return <MachineMapLoading kind={kind} />;
  }
  const conditions = MACHINE_CONDITIONS[kind];
  const groups: MapGroup[] = CONDITION_ORDER.map((key) => ({ key, ...conditions[key] }));
  const detail = (machine: MachineStatus) =>
    `${machine.machineId} · ${words.level} ${formatNumber(machine.level)} / ${formatNumber(machine.capacity)}개 · ${statusLabel(words.bands, machine.levelBand)}${machine.online ? '' : ' · 연결 끊김'}`;
  const points: MapPoint[] = map.value.items.map((machine) => ({
    id: machine.machineId,
    label: machine.name,
    detail: detail(machine),
    group: conditionOf(machine),
    lat: machine.lat,
    lng: machine.lng,
    ...(canEdit ? { href: machineManagePath(kind, machine.machineId) } : {}),
  }));
  const { total } = map.value;
  return (
    <PointMap
      label={`${words.noun} 지도`}
      districts={districts}
      points={points}
      groups={groups}
      renderLink={renderRouterLink}
      caption={
        total === 0
          ? `조건에 맞는 ${words.noun}가 없습니다.`
          : total > points.length
            ? `조건에 맞는 ${words.noun} ${formatNumber(total)}대 중 ${formatNumber(points.length)}대를 지도에 표시합니다 (최대 ${formatNumber(CUP_MAP_MAX)}대). 조건을 좁혀 보세요.`
            : `조건에 맞는 ${words.noun} ${formatNumber(total)}대`
      }
    />
  );
}
