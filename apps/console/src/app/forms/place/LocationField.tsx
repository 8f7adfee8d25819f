/**
 * The robot's location picked on a map of Seoul (ui LocationPicker). The district shapes are a separate asset
 * (`@oa/ui/seoul-districts.geo.json`, fetched when the form first shows the map), so they are not in the form's
 * JS. No tile service is needed: the outlines are the map. A build may set `VITE_MAP_TILE_URL` (an XYZ template)
 * to draw tiles under them.
 */
import { LocationPicker, type DistrictCollection, type LatLng } from '@oa/ui/LocationPicker';
import districtsUrl from '@oa/ui/seoul-districts.geo.json?url';
import { useEffect, useState } from 'react';

let districtsRequest: Promise<DistrictCollection> | null = null;

/** The district shapes, fetched once per page load (a failed fetch is tried again next time). */
function loadDistricts(): Promise<DistrictCollection> {
  districtsRequest ??= fetch(districtsUrl)
    .then(async (response) => {
      if (!response.ok) throw new Error(`districts: status ${String(response.status)}`);
      return (await response.json()) as DistrictCollection;
    })
    .catch((error: unknown) => {
      districtsRequest = null;
      throw error;
    });
  return districtsRequest;
}

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
  const [districts, setDistricts] = useState<DistrictCollection | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadDistricts().then(
      (loaded) => {
        if (live) setDistricts(loaded);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, []);

  if (districts === null) {
    return (
      <p className={className} role="status">
        {failed ? '지도를 불러오지 못했습니다. 위도와 경도를 직접 입력해 주세요.' : '지도를 불러오는 중…'}
      </p>
    );
  }
  return (
    <LocationPicker
      id={id}
      className={className}
      label={label}
      hint="지도를 누르거나 지도에 초점을 두고 화살표 키로 위치를 옮기세요. 자치구가 함께 선택됩니다."
      error={error}
      value={value}
      districts={districts}
      tileUrl={TILE_URL}
      onChange={onChange}
    />
  );
}
