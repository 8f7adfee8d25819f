import { describe, expect, it } from 'vitest';
import seoul from '../Charts/seoul_municipalities_geo_simple.json';
import { describePoint, districtAt, fromWorld, toWorld, worldBounds, type DistrictCollection } from './geo';

const districts = seoul as DistrictCollection;

describe('districtAt', () => {
  it.each([
    [{ lat: 37.5172, lng: 127.0473 }, '강남구'], // 강남구청
    [{ lat: 37.5663, lng: 126.9779 }, '중구'], // 서울시청
    [{ lat: 37.5326, lng: 126.9905 }, '용산구'], // 용산구청
    [{ lat: 37.5145, lng: 127.1059 }, '송파구'], // 송파구청
    [{ lat: 37.6543, lng: 127.0568 }, '노원구'], // 노원구청
    [{ lat: 37.5509, lng: 126.8495 }, '강서구'], // 강서구청
    [{ lat: 37.4784, lng: 126.9516 }, '관악구'], // 관악구청
  ])('finds the district of %o: %s', (point, name) => {
    expect(districtAt(districts, point)).toBe(name);
  });

  it('is null outside the city (Incheon, Seongnam, the sea)', () => {
    expect(districtAt(districts, { lat: 37.4563, lng: 126.7052 })).toBeNull();
    expect(districtAt(districts, { lat: 37.4201, lng: 127.1265 })).toBeNull();
    expect(districtAt(districts, { lat: 0, lng: 0 })).toBeNull();
  });

  const square = (x0: number, y0: number, x1: number, y1: number) => [
    [x0, y0],
    [x1, y0],
    [x1, y1],
    [x0, y1],
    [x0, y0],
  ];

  it('respects holes and MultiPolygons', () => {
    const collection: DistrictCollection = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          properties: { name: '도넛구' },
          geometry: { type: 'Polygon', coordinates: [square(0, 0, 10, 10), square(4, 4, 6, 6)] },
        },
        {
          type: 'Feature',
          properties: { name: '섬구' },
          geometry: { type: 'MultiPolygon', coordinates: [[square(20, 0, 21, 1)], [square(30, 0, 31, 1)]] },
        },
      ],
    };
    expect(districtAt(collection, { lng: 2, lat: 2 })).toBe('도넛구');
    expect(districtAt(collection, { lng: 5, lat: 5 })).toBeNull();
    expect(districtAt(collection, { lng: 30.5, lat: 0.5 })).toBe('섬구');
    expect(districtAt(collection, { lng: 25, lat: 0.5 })).toBeNull();
  });
});

describe('Web Mercator', () => {
  it('puts Seoul City Hall in the z11 tile 1746/793, as tile servers do', () => {
    const [x, y] = toWorld({ lat: 37.5665, lng: 126.978 });
    expect([Math.floor(x * 2048), Math.floor(y * 2048)]).toEqual([1746, 793]);
  });

  it('maps the origin to the middle of the world and round-trips', () => {
    expect(toWorld({ lat: 0, lng: 0 })).toEqual([0.5, 0.5]);
    const back = fromWorld(...toWorld({ lat: 37.5172, lng: 127.0473 }));
    expect(back.lat).toBeCloseTo(37.5172, 9);
    expect(back.lng).toBeCloseTo(127.0473, 9);
  });

  it('bounds Seoul between 126.76°E-127.19°E and 37.42°N-37.70°N', () => {
    const [x0, y0, x1, y1] = worldBounds(districts);
    const northWest = fromWorld(x0, y0);
    const southEast = fromWorld(x1, y1);
    expect(northWest.lng).toBeCloseTo(126.767, 3);
    expect(northWest.lat).toBeCloseTo(37.6986, 3);
    expect(southEast.lng).toBeCloseTo(127.1854, 3);
    expect(southEast.lat).toBeCloseTo(37.4257, 3);
  });
});

describe('describePoint', () => {
  it('names the district and writes five decimals', () => {
    expect(describePoint({ lat: 37.4979, lng: 127.0276 }, '강남구')).toBe('강남구 · 37.49790, 127.02760');
    expect(describePoint({ lat: 37.45, lng: 126.7 }, null)).toBe('서울 밖 · 37.45000, 126.70000');
  });
});
