import { clsx } from 'clsx';
import {
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Field, type FieldBaseProps } from '../Field';
import { describedBy } from '../Field/describedBy';
import { visuallyHidden } from '../internal/a11y.css';
import {
  describeCoordinates,
  describePoint,
  districtAt,
  districtProjection,
  roundDegrees,
  type DistrictCollection,
  type LatLng,
} from './geo';
import * as s from './LocationPicker.css';

/** Another point shown faintly on the map (e.g. the robots already installed nearby). */
export interface LocationMarker extends LatLng {
  /** Shown as the marker's tooltip on hover. */
  label?: string;
}

export interface LocationPickerProps extends FieldBaseProps {
  /** The visible label, which names the map for screen readers ('설치 위치'). */
  label: ReactNode;
  /** Id of the map element (the focusable control); generated when absent. */
  id?: string;
  /** The chosen point, or null when none is chosen yet. */
  value: LatLng | null;
  /** A new point (rounded to 6 decimals) and the name of the district containing it (null: outside them all). */
  onChange: (point: LatLng, district: string | null) => void;
  /**
   * The district shapes to draw and to name points by: a GeoJSON FeatureCollection of Polygons and MultiPolygons
   * with `properties.name`, e.g. Charts/seoul_municipalities_geo_simple.json in this package (loaded by the page, so the
   * picker's own code stays small). Null while the page loads them: the map's space is held (its frame, the same
   * size, says `loading`), so nothing under it moves when the map arrives.
   */
  districts: DistrictCollection | null;
  /** Shown in the map's space while `districts` is null (e.g. '지도를 불러오는 중…'). */
  loading?: ReactNode;
  /**
   * Shown in the map's space instead of `loading` when the shapes could not be loaded (e.g. what to do instead);
   * only read while `districts` is null.
   */
  unavailable?: ReactNode;
  /** Other points, drawn faintly under the chosen one. */
  markers?: readonly LocationMarker[];
  /**
   * Raster tiles under the outlines: a URL template with `{z}`, `{x}` and `{y}` (XYZ / "slippy map" tiles in Web
   * Mercator, 256 px). The map is drawn in Web Mercator, so tiles and outlines line up. Off by default: the
   * outlines need no tile service.
   */
  tileUrl?: string;
  /** The tile provider's required credit, shown in the map's corner (e.g. '© OpenStreetMap'). */
  tileAttribution?: ReactNode;
  /** Arrow-key step in degrees (about 55 m of latitude at the default 0.0005); Shift moves ten steps. */
  step?: number;
  /** Text shown while no point is chosen. */
  placeholder?: string;
}

/** The map's drawing width (viewBox units; the SVG scales to its container) and padding. */
const W = 640;
const PAD = 8;
const MAX_ZOOM = 8;

interface View {
  k: number;
  x: number;
  y: number;
}

const clamp = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** No shapes yet: the projection falls back to Seoul's bounds, so the map's height is the loaded map's. */
const NO_DISTRICTS: DistrictCollection = { type: 'FeatureCollection', features: [] };

/**
 * Picks a point on a map of the districts (Seoul's 25 gu): click, or focus the map and move the marker with the
 * arrow keys (Shift: bigger steps). The district under the pointer is highlighted and named; the chosen point
 * is written under the map ('강남구 · 37.51720, 127.04730') and announced. +/- zoom in and out, a drag pans a
 * zoomed map. Drawn as SVG in Web Mercator, optionally over raster tiles (`tileUrl`).
 */
export function LocationPicker({
  value,
  onChange,
  districts,
  markers = [],
  tileUrl,
  tileAttribution,
  step = 0.0005,
  placeholder = '지도를 누르거나 방향키로 위치를 정하세요.',
  loading = '지도를 불러오는 중…',
  unavailable,
  ...field
}: LocationPickerProps) {
  const svgRef = useRef<SVGSVGElement>(null);
  const dragRef = useRef<{ cx: number; cy: number; x: number; y: number; moved: boolean } | null>(null);
  const [hover, setHover] = useState<string | null>(null);
  const [view, setView] = useState<View>({ k: 1, x: 0, y: 0 });

  const shapes = districts ?? NO_DISTRICTS;
  const map = useMemo(() => districtProjection(shapes, W, PAD), [shapes]);
  const H = map.h;
  const district = useMemo(() => (value ? districtAt(shapes, value) : null), [shapes, value]);

  const fit = (v: View): View => ({
    k: v.k,
    x: clamp(v.x, W - W * v.k, 0),
    y: clamp(v.y, H - H * v.k, 0),
  });
  const toScreen = (p: LatLng) => {
    const [bx, by] = map.project(p);
    return [bx * view.k + view.x, by * view.k + view.y] as const;
  };
  const fromScreen = (sx: number, sy: number) => map.unproject((sx - view.x) / view.k, (sy - view.y) / view.k);
  /** A pointer position in viewBox units. */
  const svgPoint = (event: { clientX: number; clientY: number }) => {
    const rect = svgRef.current?.getBoundingClientRect();
    return rect && rect.width > 0
      ? ([((event.clientX - rect.left) * W) / rect.width, ((event.clientY - rect.top) * H) / rect.height] as const)
      : null;
  };

  const select = (p: LatLng) => {
    const point = { lat: roundDegrees(p.lat), lng: roundDegrees(p.lng) };
    onChange(point, districtAt(shapes, point));
    return point;
  };
  const zoom = (factor: number) => {
    setHover(null);
    setView((v) => {
      const k = clamp(v.k * factor, 1, MAX_ZOOM);
      // Zoom to the marker, or about the middle of what is shown.
      const [bx, by] = value ? map.project(value) : [(W / 2 - v.x) / v.k, (H / 2 - v.y) / v.k];
      return fit({ k, x: W / 2 - bx * k, y: H / 2 - by * k });
    });
  };

  const disabled = field.disabled ?? false;
  const pending = districts === null;

  const onKeyDown = (event: KeyboardEvent) => {
    const d = (event.shiftKey ? 10 : 1) * step;
    const move = { ArrowUp: [d, 0], ArrowDown: [-d, 0], ArrowLeft: [0, -d], ArrowRight: [0, d] }[event.key];
    if (move) {
      event.preventDefault();
      // The first press puts the marker in the middle of what is shown.
      const point = select(
        value ? { lat: value.lat + (move[0] ?? 0), lng: value.lng + (move[1] ?? 0) } : fromScreen(W / 2, H / 2),
      );
      // A zoomed map follows the marker when it leaves the view.
      const [sx, sy] = toScreen(point);
      if (sx < 0 || sx > W || sy < 0 || sy > H) {
        setView(fit({ k: view.k, x: view.x + W / 2 - sx, y: view.y + H / 2 - sy }));
      }
    } else if (event.key === '+' || event.key === '=') zoom(2);
    else if (event.key === '-') zoom(0.5);
  };

  const onPointerDown = (event: PointerEvent) => {
    dragRef.current = { cx: event.clientX, cy: event.clientY, x: view.x, y: view.y, moved: false };
  };
  const onPointerMove = (event: PointerEvent) => {
    const at = svgPoint(event);
    if (!at) return;
    setHover(districtAt(shapes, fromScreen(...at)));
    const drag = dragRef.current;
    if (!drag || event.buttons !== 1 || view.k === 1) return;
    const rect = svgRef.current?.getBoundingClientRect();
    const unit = rect ? W / rect.width : 1;
    const dx = (event.clientX - drag.cx) * unit;
    const dy = (event.clientY - drag.cy) * unit;
    if (Math.abs(dx) + Math.abs(dy) > 4) drag.moved = true;
    if (drag.moved) setView(fit({ k: view.k, x: drag.x + dx, y: drag.y + dy }));
  };
  const onClick = (event: MouseEvent) => {
    const at = svgPoint(event);
    // A drag that panned the map does not also move the marker.
    if (at && !dragRef.current?.moved) select(fromScreen(...at));
    dragRef.current = null;
  };

  const tiles: { href: string; x: number; y: number; size: number }[] = [];
  if (tileUrl) {
    const z = clamp(Math.round(Math.log2((map.scale * view.k) / 256)), 0, 19);
    const n = 2 ** z;
    const size = map.scale / n;
    const index = (b: number, origin: number) => Math.floor(((b - PAD) / map.scale + origin) * n);
    for (let tx = index(-view.x / view.k, map.x0); tx <= index((W - view.x) / view.k, map.x0); tx++) {
      for (let ty = index(-view.y / view.k, map.y0); ty <= index((H - view.y) / view.k, map.y0); ty++) {
        tiles.push({
          href: tileUrl.replace('{z}', String(z)).replace('{x}', String(tx)).replace('{y}', String(ty)),
          x: (tx / n - map.x0) * map.scale + PAD,
          y: (ty / n - map.y0) * map.scale + PAD,
          size,
        });
      }
    }
  }

  const marker = value ? toScreen(value) : null;
  // Under the map: the chosen point (while the shapes load, without its district, not known yet), or the hint to
  // choose one (nothing when the map could not be loaded).
  const statusText = value
    ? pending
      ? describeCoordinates(value)
      : describePoint(value, district)
    : pending && unavailable !== undefined
      ? null
      : placeholder;

  return (
    <Field {...field} kind="group">
      {(control, { invalid }) => {
        const statusId = `${control.id}-status`;
        const helpId = `${control.id}-help`;
        return (
          <>
            <div className={s.frame} data-invalid={invalid || undefined} data-disabled={disabled || undefined}>
              {pending ? (
                // The loaded map's size (W × H), so nothing moves when it arrives.
                <div
                  id={control.id}
                  role="status"
                  className={s.pending}
                  style={{ aspectRatio: `${String(W)} / ${String(H)}` }}
                >
                  {unavailable ?? loading}
                </div>
              ) : (
                <div
                  id={control.id}
                  role="application"
                  aria-roledescription="지도"
                  aria-labelledby={control['aria-labelledby']}
                  aria-describedby={describedBy(statusId, helpId, control['aria-describedby'])}
                  aria-invalid={control['aria-invalid']}
                  aria-disabled={disabled || undefined}
                  tabIndex={disabled ? undefined : 0}
                  className={s.map}
                  data-zoomed={view.k > 1 || undefined}
                  {...(!disabled && {
                    onKeyDown,
                    onPointerDown,
                    onPointerMove,
                    onClick,
                    onPointerLeave: () => {
                      setHover(null);
                    },
                  })}
                >
                  <svg ref={svgRef} viewBox={`0 0 ${W} ${H}`} className={s.svg} aria-hidden>
                    <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
                      {tiles.map((tile) => (
                        <image
                          key={tile.href}
                          href={tile.href}
                          x={tile.x}
                          y={tile.y}
                          // A hair wider, so no seam shows between neighbouring tiles.
                          width={tile.size + 0.5 / view.k}
                          height={tile.size + 0.5 / view.k}
                        />
                      ))}
                      {map.paths.map(({ name, d }) => (
                        <path
                          key={name}
                          d={d}
                          data-district={name}
                          className={clsx(
                            s.district,
                            tileUrl && s.districtOverTiles,
                            name === district && s.districtSelected,
                            name === hover && s.districtHover,
                          )}
                        />
                      ))}
                    </g>
                    {markers.map((m, i) => {
                      const [x, y] = toScreen(m);
                      return (
                        <circle key={i} cx={x} cy={y} r={4} className={s.otherMarker}>
                          {m.label && <title>{m.label}</title>}
                        </circle>
                      );
                    })}
                    {marker && (
                      <path
                        data-marker=""
                        transform={`translate(${marker[0]} ${marker[1]})`}
                        d="M0 0C-2-6-8-9-8-15a8 8 0 1 1 16 0c0 6-6 9-8 15Zm0-18a3 3 0 1 0 0 6a3 3 0 1 0 0-6Z"
                        className={s.marker}
                      />
                    )}
                  </svg>
                </div>
              )}
              {hover && (
                <span className={s.hoverName} aria-hidden>
                  {hover}
                </span>
              )}
              {!pending && (
                <div className={s.zoom}>
                  <button
                    type="button"
                    className={s.zoomButton}
                    aria-label="지도 확대"
                    disabled={disabled || view.k >= MAX_ZOOM}
                    onClick={() => {
                      zoom(2);
                    }}
                  >
                    +
                  </button>
                  <button
                    type="button"
                    className={s.zoomButton}
                    aria-label="지도 축소"
                    disabled={disabled || view.k <= 1}
                    onClick={() => {
                      zoom(0.5);
                    }}
                  >
                    −
                  </button>
                </div>
              )}
              {tileUrl && tileAttribution && <small className={s.attribution}>{tileAttribution}</small>}
            </div>
            <p id={statusId} className={clsx(s.status, !value && s.statusEmpty)} aria-live="polite">
              {statusText}
            </p>
            {!pending && (
              <span id={helpId} className={visuallyHidden}>
                방향키로 위치를 옮깁니다. Shift와 함께 누르면 크게 옮기고, +와 -로 확대, 축소합니다.
              </span>
            )}
          </>
        );
      }}
    </Field>
  );
}
