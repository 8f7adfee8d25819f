/**
 * The sentences a chart's SVG is labelled with (role="img"): what a sighted reader takes in at a glance, the
 * range and the extremes. The exact numbers are in the table alternative.
 */
import { extremes } from './chartUtils';

type Format = (value: number) => string;

interface SeriesValues {
  label: string;
  values: readonly (number | null | undefined)[];
}

const listOrRange = (labels: readonly string[]) =>
  labels.length <= 6
    ? `항목 ${labels.length}개(${labels.join(', ')})`
    : `${labels[0] ?? ''}부터 ${labels[labels.length - 1] ?? ''}까지 항목 ${labels.length}개`;

const indexes = (values: readonly (number | null | undefined)[]) => values.map((value, index) => ({ value, index }));

/** '선 그래프, 2026.01부터 2026.12까지 12개 시점. 로봇 최고 1,234대(2026.11), 최저 56대(2026.01).' */
export function lineSummary(points: readonly string[], series: readonly SeriesValues[], format: Format): string {
  const range =
    points.length === 1
      ? `${points[0] ?? ''} 1개 시점`
      : `${points[0] ?? ''}부터 ${points.at(-1) ?? ''}까지 ${points.length}개 시점`;
  const details = series.flatMap(({ label, values }) => {
    const { max, min } = extremes(indexes(values), (d) => d.value);
    if (!max || !min) return [`${label} 값 없음`];
    return [
      `${label} 최고 ${format(max.value)}(${points[max.item.index] ?? ''}), 최저 ${format(min.value)}(${points[min.item.index] ?? ''})`,
    ];
  });
  return `선 그래프, ${range}. ${details.join('; ')}.`;
}

/**
 * '누적 막대 그래프, 11월 1일부터 11월 30일까지 항목 30개, 계열 페트, 종이, 캔, 종이팩. 합계가 가장 큰 항목
 * 11월 14일 1,234kg.'
 */
export function barSummary(
  categories: readonly string[],
  series: readonly SeriesValues[],
  stacked: boolean,
  format: Format,
): string {
  const kind = series.length === 1 ? '막대 그래프' : stacked ? '누적 막대 그래프' : '묶음 막대 그래프';
  const seriesList = series.length > 1 ? `, 계열 ${series.map((s) => s.label).join(', ')}` : '';
  const parts = [`${kind}, ${listOrRange(categories)}${seriesList}`];
  if (stacked && series.length > 1) {
    const totals = categories.map((_, i) => series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0));
    const { max } = extremes(indexes(totals), (d) => d.value);
    if (max) parts.push(`합계가 가장 큰 항목 ${categories[max.item.index] ?? ''} ${format(max.value)}`);
  } else {
    for (const { label, values } of series) {
      const { max, min } = extremes(indexes(values), (d) => d.value);
      if (!max || !min) continue;
      const who = series.length > 1 ? `${label} ` : '';
      parts.push(
        `${who}가장 큰 값 ${categories[max.item.index] ?? ''} ${format(max.value)}, 가장 작은 값 ${categories[min.item.index] ?? ''} ${format(min.value)}`,
      );
    }
  }
  return `${parts.join('. ')}.`;
}

/** '도넛 그래프, 합계 1,234kg. 페트 45.2%(558kg), 종이 30%(370kg).' */
export function donutSummary(
  parts: readonly { label: string; value: number }[],
  format: Format,
  formatShare: Format,
): string {
  const total = parts.reduce((sum, p) => sum + p.value, 0);
  const shares = parts.map((p) => `${p.label} ${formatShare(total > 0 ? p.value / total : 0)}(${format(p.value)})`);
  return `도넛 그래프, 합계 ${format(total)}. ${shares.join(', ')}.`;
}

/** '서울 25개 자치구 지도. 가장 높은 곳 강남구 52대, 가장 낮은 곳 도봉구 3대. 데이터 없는 자치구 2곳.' */
export function mapSummary(districts: readonly { name: string; value: number | null }[], format: Format): string {
  const { max, min } = extremes(districts, (d) => d.value);
  const parts = [`서울 ${districts.length}개 자치구 지도`];
  if (max && min)
    parts.push(
      `가장 높은 곳 ${max.item.name} ${format(max.value)}, 가장 낮은 곳 ${min.item.name} ${format(min.value)}`,
    );
  const missing = districts.filter((d) => d.value === null).length;
  if (missing > 0) parts.push(`데이터 없는 자치구 ${missing}곳`);
  return `${parts.join('. ')}.`;
}
