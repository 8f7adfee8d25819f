import { describe, expect, it } from 'vitest';
import geoJson from './seoul_municipalities_geo_simple.json';
import { SEOUL_DISTRICTS, compareDistrictNames, findSeoulDistrict } from './seoulDistricts';

describe('Seoul districts', () => {
  it('lists the same 25 districts as the map’s GeoJSON', () => {
    const fromGeo = geoJson.features
      .map((f) => ({ code: f.properties.code, name: f.properties.name, nameEng: f.properties.name_eng }))
      .sort((a, b) => a.code.localeCompare(b.code));
    expect(SEOUL_DISTRICTS).toEqual(fromGeo);
    expect(SEOUL_DISTRICTS).toHaveLength(25);
  });

  it('finds a district by code, Korean name (with or without 구) or English name', () => {
    expect(findSeoulDistrict('11230')?.name).toBe('강남구');
    expect(findSeoulDistrict('강남구')?.code).toBe('11230');
    expect(findSeoulDistrict(' 강남 ')?.code).toBe('11230');
    expect(findSeoulDistrict('gangnam-gu')?.code).toBe('11230');
    expect(findSeoulDistrict('중')?.name).toBe('중구');
  });

  it('does not guess: other code systems and other cities are not districts', () => {
    // 11680 is 강남구's administrative code, not the KOSTAT code the map uses.
    expect(findSeoulDistrict('11680')).toBeUndefined();
    expect(findSeoulDistrict('해운대구')).toBeUndefined();
  });

  it('sorts names in 가나다 order', () => {
    expect(['중구', '강북구', '강남구', '마포구'].sort(compareDistrictNames)).toEqual([
      '강남구',
      '강북구',
      '마포구',
      '중구',
    ]);
  });
});
