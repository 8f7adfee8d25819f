/**
 * Seoul's 25 districts as polygons, for checking a robot's location and for placing seeded robots inside the right
 * district. The data (seoul-districts.geo.json beside this file) is southkorea/seoul-maps'
 * kostat/2013/json/seoul_municipalities_geo_simple.json, derived from KOSTAT census boundary data, licensed
 * Apache-2.0 (see seoul-districts.geo.NOTICE.md). It is simplified: borders are right to a few hundred metres, so
 * the check allows DISTRICT_TOLERANCE_DEGREES beyond a district's edge.
 */
import { SEOUL_DISTRICT_NAMES, type SeoulDistrictName } from '@oa/contract';
import type { Random } from '../seed/random';
import geo from './seoul-districts.geo.json';

/** [lng, lat] pairs of one ring (GeoJSON order). */
type Ring = readonly (readonly [number, number])[];

interface DistrictShape {
  name: SeoulDistrictName;
  ring: Ring;
  bounds: { minLat: number; maxLat: number; minLng: number; maxLng: number };
}

/** About 300 m: a point this close to a district's simplified border counts as inside it. */
export const DISTRICT_TOLERANCE_DEGREES = 0.003;

interface GeoFeature {
  properties: { name: string };
  geometry: { type: string; coordinates: number[][][] };
}

const SHAPES: ReadonlyMap<SeoulDistrictName, DistrictShape> = new Map(
  (geo as { features: GeoFeature[] }).features.map((feature) => {
    const name = feature.properties.name as SeoulDistrictName;
    if (!(SEOUL_DISTRICT_NAMES as readonly string[]).includes(name)) throw new Error(`unknown district ${name}`);
    const ring = (feature.geometry.coordinates[0] ?? []).map(([lng = 0, lat = 0]) => [lng, lat] as const);
    const lats = ring.map(([, lat]) => lat);
    const lngs = ring.map(([lng]) => lng);
    return [
      name,
      {
        name,
        ring,
        bounds: {
          minLat: Math.min(...lats),
          maxLat: Math.max(...lats),
          minLng: Math.min(...lngs),
          maxLng: Math.max(...lngs),
        },
      },
    ];
  }),
);

function shapeOf(district: SeoulDistrictName): DistrictShape {
  const shape = SHAPES.get(district);
  if (shape === undefined) throw new Error(`no shape for ${district}`);
  return shape;
}

/** Seoul's bounding box (of every district). */
export const SEOUL_BOUNDS = (() => {
  const all = [...SHAPES.values()].map((shape) => shape.bounds);
  return {
    minLat: Math.min(...all.map((bounds) => bounds.minLat)),
    maxLat: Math.max(...all.map((bounds) => bounds.maxLat)),
    minLng: Math.min(...all.map((bounds) => bounds.minLng)),
    maxLng: Math.max(...all.map((bounds) => bounds.maxLng)),
  };
})();

/** Ray casting: whether (lat, lng) is inside the ring. */
function insideRing(ring: Ring, lat: number, lng: number): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [xi, yi] = ring[i] ?? [0, 0];
    const [xj, yj] = ring[j] ?? [0, 0];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** Distance in degrees from a point to the ring's border (flat approximation: fine at a district's scale). */
function distanceToRing(ring: Ring, lat: number, lng: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i, i += 1) {
    const [ax, ay] = ring[j] ?? [0, 0];
    const [bx, by] = ring[i] ?? [0, 0];
    const dx = bx - ax;
    const dy = by - ay;
    const length = dx * dx + dy * dy;
    const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((lng - ax) * dx + (lat - ay) * dy) / length));
    best = Math.min(best, Math.hypot(lng - (ax + t * dx), lat - (ay + t * dy)));
  }
  return best;
}

export function insideSeoulBounds(lat: number, lng: number): boolean {
  return (
    lat >= SEOUL_BOUNDS.minLat && lat <= SEOUL_BOUNDS.maxLat && lng >= SEOUL_BOUNDS.minLng && lng <= SEOUL_BOUNDS.maxLng
  );
}

/** Whether (lat, lng) lies in the district, or within DISTRICT_TOLERANCE_DEGREES of its border. */
export function inDistrict(district: SeoulDistrictName, lat: number, lng: number): boolean {
  const shape = shapeOf(district);
  const { bounds } = shape;
  const margin = DISTRICT_TOLERANCE_DEGREES;
  if (lat < bounds.minLat - margin || lat > bounds.maxLat + margin) return false;
  if (lng < bounds.minLng - margin || lng > bounds.maxLng + margin) return false;
  return insideRing(shape.ring, lat, lng) || distanceToRing(shape.ring, lat, lng) <= margin;
}

/** The district whose polygon holds the point, if any. */
export function districtAt(lat: number, lng: number): SeoulDistrictName | null {
  for (const shape of SHAPES.values()) if (insideRing(shape.ring, lat, lng)) return shape.name;
  return null;
}

/** A uniformly random point strictly inside the district (rejection sampling in its bounding box). */
export function randomPointIn(district: SeoulDistrictName, random: Random): { lat: number; lng: number } {
  const shape = shapeOf(district);
  const { bounds } = shape;
  for (let attempt = 0; attempt < 1000; attempt += 1) {
    const lat = bounds.minLat + random.next() * (bounds.maxLat - bounds.minLat);
    const lng = bounds.minLng + random.next() * (bounds.maxLng - bounds.minLng);
    if (insideRing(shape.ring, lat, lng)) return { lat: Math.round(lat * 1e6) / 1e6, lng: Math.round(lng * 1e6) / 1e6 };
  }
  throw new Error(`no point found in ${district}`);
}
