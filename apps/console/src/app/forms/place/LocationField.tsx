/**
 * A machine's location picked on a map of Seoul (ui LocationPicker), in every machine form. The district shapes are
 * a separate asset (app/geo/seoulDistricts.ts, fetched when a form first shows the map), so they are not in the
 * form's JS. No tile service is needed: the outlines are the map. A build may set `VITE_MAP_TILE_URL` (an XYZ
 * template) to draw tiles under them.
 */
import { LocationPicker, type LatLng } from '@oa/ui/LocationPicker';
import { useSeoulDistricts } from '../../geo/seoulDistricts';

const configuredTiles: unknown = import.meta.env.VITE_MAP_TILE_URL;
const TILE_URL = typeof configuredTiles === 'string' && configuredTiles !== '' ? configuredTiles : undefined;

export interface LocationFieldProps {
  id: string;
  label: string;
  value: LatLng | null;
  error?: string;
  onChange: (point: LatLng, district: string | null) => void;
  className?: string;
}

export function LocationField({ id, label, value, error, onChange, className }: LocationFieldProps) {
  const { districts, failed } = useSeoulDistricts();
  return (
    // The picker holds the map's space while the shapes load, so nothing under it moves when they arrive.
    // data-pending-part while loading: the story tests' pictures wait for the map (.storybook/visual.ts).
    <div className={className} data-pending-part={districts === null && !failed ? '' : undefined}>
      <LocationPicker
        id={id}
        label={label}
        hint="지도를 누르거나 지도에 초점을 두고 화살표 키로 위치를 옮기세요. 자치구가 함께 선택됩니다."
        error={error}
        value={value}
        districts={districts}
        unavailable={failed ? '지도를 불러오지 못했습니다. 위도와 경도를 직접 입력해 주세요.' : undefined}
        tileUrl={TILE_URL}
        onChange={onChange}
      />
    </div>
  );
}
