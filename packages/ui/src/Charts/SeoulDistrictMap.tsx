import { Mercator, type ProjectionProps } from '@visx/geo';
import { useId } from 'react';
import { formatCompactNumber } from '../format';
import * as s from './Chart.css';
import { ChartFrame } from './ChartFrame';
import { ChartLegend } from './ChartLegend';
import { ChartTooltip, type ChartTooltipData } from './ChartTooltip';
import { classify, classLabels, equalIntervalThresholds, finiteOrNull } from './chartUtils';
import { sequentialColors } from './colors';
import { mapSummary } from './summaries';
import { DARK_FILL_FROM, sequentialMintSteps } from './palette';
import { SEOUL_ASPECT } from './plotSpace';
import { compareDistrictNames, findSeoulDistrict } from './seoulDistricts';
// The shapes (about 60 kB) live only in this module, so a page that lazy-loads the map gets them in its chunk.
import geoJson from './seoul_municipalities_geo_simple.json';
import { useChart, type ChartCommonProps } from './useChart';

/** A district's value. */
export interface SeoulDistrictValue {
  /** The district: KOSTAT code as in the GeoJSON ('11230'), Korean name ('강남구') or English name. */
  district: string;
  /** Its value; null or undefined is drawn in the no-data colour. */
  value: number | null | undefined;
}

export interface SeoulDistrictMapProps extends ChartCommonProps {
  /** Values by district; districts not listed, and keys that name no district, are shown as no data. */
  data: readonly SeoulDistrictValue[];
  /** Number of colour classes (2–8) for the default equal-interval breaks. Default 5. */
  classes?: number;
  /** Class breaks, ascending, at most 7 (overrides `classes`): [10, 20, 30, 40] → <10, 10–20, 20–30, 30–40, ≥40. */
  thresholds?: readonly number[];
  /** Formats the class breaks in the legend. Default '1,234' / '1.2만'. */
  legendFormat?: (value: number) => string;
  /** Header of the district column in the table. Default '자치구'. */
  districtLabel?: string;
  /** Header of the value column in the table, and the tooltip's value label. Default '값'. */
  valueLabel?: string;
  /** Text for districts without a value. Default '데이터 없음'. */
  noDataLabel?: string;
  /** Draw district names on the map. Default: when the map is at least 480px wide. */
  showLabels?: boolean;
  /** Height in px. Default: the width times Seoul's aspect ratio. */
  height?: number;
}

interface DistrictFeature {
  type: 'Feature';
  properties: { code: string; name: string; name_eng: string; base_year: string };
  geometry: { type: 'Polygon'; coordinates: number[][][] };
}

const features = geoJson.features as DistrictFeature[];
/** d3 fits a whole collection; visx types `fitSize` for a single feature. */
const collection = geoJson as unknown as NonNullable<ProjectionProps['fitSize']>[1];
/** Height over width of Seoul in the Mercator projection. */
const ASPECT = SEOUL_ASPECT;
/** Padding around the city so the outline and the focus ring are not cut. */
const PAD = 4;

/**
 * A choropleth of Seoul's 25 districts (e.g. 구별 설치 현황): a sequential mint scale in classes, hatching for
 * districts without data, district names in tooltips and the table. Hover or keyboard (focus, arrows in
 * 가나다 order) shows a district's value.
 */
export function SeoulDistrictMap({
  data,
  classes = 5,
  thresholds: thresholdsProp,
  legendFormat = formatCompactNumber,
  districtLabel = '자치구',
  valueLabel = '값',
  noDataLabel = '데이터 없음',
  showLabels,
  height: heightProp,
  summary,
  ...common
}: SeoulDistrictMapProps) {
  const patternId = `${useId()}-no-data`;

  const values = new Map<string, number>();
  for (const { district, value } of data) {
    const found = findSeoulDistrict(district);
    const finite = finiteOrNull(value);
    if (found && finite !== null) values.set(found.code, finite);
  }
  const empty = values.size === 0;
  // Districts in 가나다 order: the table's rows and the keyboard's steps.
  const districts = features
    .map((feature) => ({
      code: feature.properties.code,
      name: feature.properties.name,
      value: values.get(feature.properties.code) ?? null,
    }))
    .sort((a, b) => compareDistrictNames(a.name, b.name));
  const orderOf = new Map(districts.map((d, i) => [d.code, i]));
  const { width, valueFormat, active, pointProps, surfaceProps, frameProps } = useChart(
    common,
    empty ? 0 : districts.length,
  );

  const max = Math.max(0, ...values.values());
  const thresholds = thresholdsProp ? [...thresholdsProp] : equalIntervalThresholds(max, classes);
  const colors = sequentialColors(thresholds.length + 1);
  const steps = sequentialMintSteps(thresholds.length + 1);
  const classOf = (value: number) => Math.min(classify(value, thresholds), colors.length - 1);
  const labels = classLabels(thresholds, legendFormat);

  const height = heightProp ?? Math.round(width * ASPECT);
  const drawLabels = showLabels ?? width >= 480;
  const activeDistrict = active === null ? undefined : districts[active];

  const tooltipData: ChartTooltipData | null = activeDistrict
    ? {
        title: activeDistrict.name,
        rows: [
          {
            key: 'value',
            label: valueLabel,
            value: activeDistrict.value === null ? noDataLabel : valueFormat(activeDistrict.value),
            ...(activeDistrict.value !== null && { color: colors[classOf(activeDistrict.value)] }),
          },
        ],
      }
    : null;

  const label = summary ?? mapSummary(districts, valueFormat);

  return (
    <ChartFrame
      {...frameProps}
      empty={empty}
      emptyHeight={heightProp ?? (common.width ? Math.round(common.width * ASPECT) : 320)}
      plotHeight={heightProp}
      legend={
        <ChartLegend
          items={[
            ...labels.map((text, i) => ({ key: String(i), label: text, color: colors[i] })),
            { key: 'no-data', label: noDataLabel, shape: 'noData' as const },
          ]}
        />
      }
      table={{
        columns: [
          { key: 'district', header: districtLabel },
          { key: 'value', header: valueLabel, numeric: true },
        ],
        rows: districts.map((d) => ({
          key: d.code,
          cells: [d.name, d.value === null ? noDataLabel : valueFormat(d.value)],
        })),
      }}
      tooltip={tooltipData}
    >
      {width > 0 && (
        // With a render function, visx's projection renders only what it returns (no SVG group), so the
        // projected shapes and centroids serve both the SVG and the HTML tooltip beside it.
        <Mercator<DistrictFeature>
          data={features}
          fitExtent={[
            [
              [PAD, PAD],
              [Math.max(width - PAD, PAD + 1), Math.max(height - PAD, PAD + 1)],
            ],
            collection,
          ]}
        >
          {({ features: projected }) => {
            const shapes = projected.map(({ feature, path, centroid }) => ({
              feature,
              path,
              centroid,
              order: orderOf.get(feature.properties.code) ?? 0,
              value: values.get(feature.properties.code) ?? null,
            }));
            // The active district is drawn last, so its outline is not covered by its neighbours.
            const ordered = [...shapes].sort((a, b) => Number(a.order === active) - Number(b.order === active));
            const activeShape = shapes.find((shape) => shape.order === active);
            return (
              <>
                <svg width={width} height={height} aria-label={label} {...surfaceProps}>
                  <defs>
                    <pattern
                      id={patternId}
                      width={6}
                      height={6}
                      patternUnits="userSpaceOnUse"
                      patternTransform="rotate(45)"
                    >
                      <rect width={6} height={6} className={s.noDataBackground} />
                      <line x1={0} y1={0} x2={0} y2={6} className={s.noDataStripe} />
                    </pattern>
                  </defs>
                  {ordered.map(({ feature, path, order, value }) => (
                    <path
                      key={feature.properties.code}
                      d={path ?? ''}
                      className={order === active ? s.districtActive : s.district}
                      style={{ fill: value === null ? `url(#${patternId})` : colors[classOf(value)] }}
                      data-chart-point={feature.properties.name}
                      {...pointProps(order)}
                    />
                  ))}
                  {drawLabels &&
                    shapes.map(({ feature, centroid, value }) => {
                      const dark = value !== null && (steps[classOf(value)] ?? 0) >= DARK_FILL_FROM;
                      return (
                        <text
                          key={feature.properties.code}
                          x={centroid[0]}
                          y={centroid[1]}
                          textAnchor="middle"
                          dominantBaseline="central"
                          className={s.districtLabel[dark ? 'onDark' : 'onLight']}
                        >
                          {feature.properties.name}
                        </text>
                      );
                    })}
                </svg>
                {tooltipData && activeShape && (
                  <ChartTooltip
                    data={tooltipData}
                    left={activeShape.centroid[0]}
                    top={activeShape.centroid[1]}
                    plotWidth={width}
                    plotHeight={height}
                  />
                )}
              </>
            );
          }}
        </Mercator>
      )}
    </ChartFrame>
  );
}
