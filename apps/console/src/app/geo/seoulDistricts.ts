/**
 * Seoul's 25 district shapes for the console's maps (the location picker of every machine form, the machine
 * lists' map view). A separate asset (`@oa/ui/seoul-districts.geo.json`, fetched when a map first shows), so no
 * screen's JS carries it.
 */
import type { DistrictCollection } from '@oa/ui/LocationPicker';
import districtsUrl from '@oa/ui/seoul-districts.geo.json?url';
import { useEffect, useState } from 'react';

let districtsRequest: Promise<DistrictCollection> | null = null;

/** The district shapes, fetched once per page load (a failed fetch is tried again next time). */
export function loadDistricts(): Promise<DistrictCollection> {
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

/** The shapes once loaded (null until then), and whether loading failed. */
export function useSeoulDistricts(): { districts: DistrictCollection | null; failed: boolean } {
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
  return { districts, failed };
}
