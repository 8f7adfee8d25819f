import { clsx } from 'clsx';
import { useMemo, useState, type ReactNode } from 'react';
import { formatNumber } from '../format';
import { renderAnchor, type RenderLink } from '../internal/link';
import { districtProjection, type DistrictCollection, type LatLng } from '../LocationPicker/geo';
import type { BadgeTone } from '../StatusBadge/statusTables';
import * as s from './PointMap.css';

/** One place on the map (a machine, a robot). */
export interface MapPoint extends LatLng {
  id: string;
  /** Its name, shown on hover and focus and read by screen readers: '강남구청 대여기'. */
  label: string;
  /** What the map says of it after the name: '재고 45 / 300개 · 재고 부족'. */
  detail?: string;
  /** The `key` of its group in the legend, which gives its colour. */
  group: string;
  /** Its page: the point is a link. Without, it is only drawn. */
  href?: string;
}

/** A kind of point, in the legend under the map with its count: '재고 부족', in the badge's tone. */
export interface MapGroup {
  key: string;
  label: string;
  tone: BadgeTone;
}

export interface PointMapProps {
  /** The map's name for screen readers: '대여기 지도'. */
  label: string;
  /** The district shapes to draw (e.g. @oa/ui/seoul-districts.geo.json, loaded by the page). */
  districts: DistrictCollection;
  points: readonly MapPoint[];
  /** The legend, in order, each group with how many points it has (a group without points is listed too). */
  groups: readonly MapGroup[];
  /** Under the map, e.g. '지도에는 조건에 맞는 대여기 200대 중 200대가 있습니다.' */
  caption?: ReactNode;
  /** Renders a point's link (pass the router's link); default a plain `<a href>`. */
  renderLink?: RenderLink;
  className?: string;
}

const W = 640;
const PAD = 8;
/** Drawn last, so the worrying points are never hidden under calm ones. */
const TONE_ORDER: readonly BadgeTone[] = ['neutral', 'success', 'brand', 'info', 'warning', 'danger'];

/**
 * Places on a map of the districts (Seoul's 25 gu), each a dot in its tone: hover or focus names it (and says its
 * detail), a point with a page is a link to it (Tab moves between them in the order given), and the legend under
 * the map counts the points of each group. Drawn as SVG in Web Mercator, the same projection as LocationPicker.
 * A map is a second view: a page also lists the same places in a table.
 */
export function PointMap({
  label,
  districts,
  points,
  groups,
  caption,
  renderLink = renderAnchor,
  className,
}: PointMapProps) {
  const map = useMemo(() => districtProjection(districts, W, PAD), [districts]);
  const [active, setActive] = useState<string | null>(null);
  const toneOf = useMemo(() => {
    const tones = new Map(groups.map((group) => [group.key, group.tone]));
    return (point: MapPoint): BadgeTone => tones.get(point.group) ?? 'neutral';
  }, [groups]);
  const drawn = useMemo(
    () => [...points].sort((a, b) => TONE_ORDER.indexOf(toneOf(a)) - TONE_ORDER.indexOf(toneOf(b))),
    [points, toneOf],
  );
  const counts = useMemo(() => {
    const byGroup = new Map<string, number>();
    for (const point of points) byGroup.set(point.group, (byGroup.get(point.group) ?? 0) + 1);
    return byGroup;
  }, [points]);
  const shown = points.find((point) => point.id === active);
  const at = shown === undefined ? null : map.project(shown);
  const nameOf = (point: MapPoint) => (point.detail === undefined ? point.label : `${point.label}, ${point.detail}`);

  return (
    <figure className={clsx(s.figure, className)}>
      <div className={s.frame}>
        <svg viewBox={`0 0 ${String(W)} ${String(map.h)}`} className={s.svg} role="group" aria-label={label}>
          <g aria-hidden>
            {map.paths.map(({ name, d }) => (
              <path key={name} d={d} className={s.district} data-district={name} />
            ))}
          </g>
          {drawn.map((point) => {
            const [x, y] = map.project(point);
            const tone = toneOf(point);
            const dot = (
              <circle
                cx={x}
                cy={y}
                r={5}
                data-point={point.id}
                data-group={point.group}
                className={clsx(
                  s.point,
                  s.pointTone[tone],
                  point.href !== undefined && s.linkPoint,
                  active === point.id && s.active,
                )}
              />
            );
            const show = {
              onPointerEnter: () => {
                setActive(point.id);
              },
              onPointerLeave: () => {
                setActive((current) => (current === point.id ? null : current));
              },
            };
            if (point.href === undefined) {
              return (
                <g key={point.id} aria-hidden {...show}>
                  {dot}
                </g>
              );
            }
            return (
              <g
                key={point.id}
                {...show}
                onFocus={() => {
                  setActive(point.id);
                }}
                onBlur={() => {
                  setActive((current) => (current === point.id ? null : current));
                }}
              >
                {renderLink({
                  href: point.href,
                  className: s.link,
                  'aria-label': nameOf(point),
                  children: dot,
                })}
              </g>
            );
          })}
          {at !== null && shown?.href !== undefined && (
            <circle cx={at[0]} cy={at[1]} r={11} className={s.focus} aria-hidden data-focus-ring="" />
          )}
        </svg>
        {shown !== undefined && at !== null && (
          <div
            className={s.tooltip}
            style={{ left: `${String((at[0] / W) * 100)}%`, top: `${String((at[1] / map.h) * 100)}%` }}
            aria-hidden
          >
            {shown.label}
            {shown.detail !== undefined && <span className={s.tooltipDetail}>{shown.detail}</span>}
          </div>
        )}
      </div>
      <ul className={s.legend} aria-label={`${label} 범례`}>
        {groups.map((group) => (
          <li key={group.key} className={s.legendItem} data-group={group.key}>
            <span className={clsx(s.legendDot, s.legendDotTone[group.tone])} aria-hidden />
            {group.label} <span className={s.legendCount}>{formatNumber(counts.get(group.key) ?? 0)}</span>
          </li>
        ))}
      </ul>
      {caption !== undefined && <figcaption className={s.caption}>{caption}</figcaption>}
    </figure>
  );
}
