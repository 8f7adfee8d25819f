/**
 * The geometry behind LocationPicker: a minimal GeoJSON type for district shapes, Web Mercator (EPSG:3857, the
 * projection of raster map tiles) and point-in-polygon. Pure functions, no DOM.
 */

/** A point in WGS 84 degrees. */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A ring: [lng, lat] positions, first and last equal (GeoJSON order: longitude first). */
type Ring = readonly (readonly number[])[];
type PolygonCoordinates = readonly Ring[];

/** One district: a GeoJSON Feature with a Polygon or MultiPolygon and its name in `properties.name`. */
export interface DistrictFeature {
  type: 'Feature';
  properties: { name: string };
  geometry:
    | { type: 'Polygon'; coordinates: PolygonCoordinates }
    | { type: 'MultiPolygon'; coordinates: readonly PolygonCoordinates[] };
}

/** The districts to draw, e.g. Seoul's 25 gu (Charts/seoul_municipalities_geo_simple.json, exported as @oa/ui/seoul-districts.geo.json). */
export interface DistrictCollection {
  type: 'FeatureCollection';
  features: readonly DistrictFeature[];
}

/** A feature's polygons, whichever geometry type it has. */
export const polygonsOf = (feature: DistrictFeature): readonly PolygonCoordinates[] =>
  feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;

/** Even-odd ray casting on [lng, lat]; at a city's scale the straight edges are the same in degrees and on the map. */
function inRing(ring: Ring, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi = 0, yi = 0] = ring[i] ?? [];
    const [xj = 0, yj = 0] = ring[j] ?? [];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Inside the outer ring and outside every hole. */
const inPolygon = (polygon: PolygonCoordinates, x: number, y: number) =>
  polygon.reduce((inside, ring) => (inRing(ring, x, y) ? !inside : inside), false);

/** The name of the district containing `point`, or null when it lies in none (outside the city). */
export function districtAt(districts: DistrictCollection, point: LatLng): string | null {
  const found = districts.features.find((feature) =>
    polygonsOf(feature).some((polygon) => inPolygon(polygon, point.lng, point.lat)),
  );
  return found ? found.properties.name : null;
}

/** Web Mercator: [0, 1] x [0, 1] "world" coordinates, x east from 180°W, y south from 85.05°N (tile order). */
export function toWorld({ lat, lng }: LatLng): [number, number] {
  const sin = Math.sin((lat * Math.PI) / 180);
  return [(lng + 180) / 360, 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)];
}

/** The inverse of toWorld. */
export function fromWorld(x: number, y: number): LatLng {
  return { lat: (Math.atan(Math.sinh(Math.PI * (1 - 2 * y))) * 180) / Math.PI, lng: x * 360 - 180 };
}

/** Bounds of the districts in world coordinates: [minX, minY, maxX, maxY]. */
export function worldBounds(districts: DistrictCollection): [number, number, number, number] {
  const b: [number, number, number, number] = [1, 1, 0, 0];
  for (const feature of districts.features)
    for (const polygon of polygonsOf(feature))
      for (const [lng = 0, lat = 0] of polygon[0] ?? []) {
        const [x, y] = toWorld({ lat, lng });
        b[0] = Math.min(b[0], x);
        b[1] = Math.min(b[1], y);
        b[2] = Math.max(b[2], x);
        b[3] = Math.max(b[3], y);
      }
  return b;
}

/** Seoul in world coordinates, for an empty collection (while shapes load). */
const SEOUL = [...toWorld({ lat: 37.7, lng: 126.76 }), ...toWorld({ lat: 37.42, lng: 127.19 })] as const;

/** The districts drawn `width` units wide (inside `pad`): SVG paths, the projection both ways, and the height. */
export interface DistrictProjection {
  x0: number;
  y0: number;
  /** Units per world coordinate. */
  scale: number;
  /** The drawing's height for `width`. */
  h: number;
  project: (point: LatLng) => readonly [number, number];
  unproject: (x: number, y: number) => LatLng;
  paths: { name: string; d: string }[];
}

export function districtProjection(districts: DistrictCollection, width: number, pad: number): DistrictProjection {
  const b = worldBounds(districts);
  const [x0, y0, x1, y1] = b[2] > b[0] ? b : SEOUL;
  const scale = (width - 2 * pad) / (x1 - x0);
  const project = (p: LatLng) => {
    const [x, y] = toWorld(p);
    return [(x - x0) * scale + pad, (y - y0) * scale + pad] as const;
  };
  const paths = districts.features.map((feature) => ({
    name: feature.properties.name,
    d: polygonsOf(feature)
      .flat()
      .map((ring) => `M${ring.map(([lng = 0, lat = 0]) => project({ lat, lng }).map((n) => n.toFixed(1))).join('L')}Z`)
      .join(''),
  }));
  return {
    x0,
    y0,
    scale,
    project,
    unproject: (bx: number, by: number) => fromWorld((bx - pad) / scale + x0, (by - pad) / scale + y0),
    h: Math.round((y1 - y0) * scale + 2 * pad),
    paths,
  };
}

/** Rounds degrees to 6 decimals (about 0.1 m), so keyboard steps do not accumulate floating-point noise. */
export const roundDegrees = (n: number) => Math.round(n * 1e6) / 1e6;

/** '강남구 · 37.49790, 127.02760': the district (or '서울 밖') and the point, as shown and announced. */
export function describePoint(point: LatLng, district: string | null, outside = '서울 밖'): string {
  return `${district ?? outside} · ${describeCoordinates(point)}`;
}

/** '37.49790, 127.02760': the point alone (its district not known yet). */
export const describeCoordinates = (point: LatLng): string => `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
