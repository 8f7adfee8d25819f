import { describe, expect, it } from 'vitest';
import { barSummary, donutSummary, lineSummary, mapSummary } from './summaries';

const count = (value: number) => `${String(value)}대`;

describe('chart summaries', () => {
  it('line: range and each series’ extremes with their dates', () => {
    expect(lineSummary(['2026.01', '2026.02', '2026.03'], [{ label: 'RC 4.0', values: [3, null, 8] }], count)).toBe(
      '선 그래프, 2026.01부터 2026.03까지 3개 시점. RC 4.0 최고 8대(2026.03), 최저 3대(2026.01).',
    );
    expect(lineSummary(['2026.01'], [{ label: 'RC 3.0', values: [null] }], count)).toBe(
      '선 그래프, 2026.01 1개 시점. RC 3.0 값 없음.',
    );
  });

  it('bar: lists few categories, gives the range of many', () => {
    expect(barSummary(['페트', '캔'], [{ label: '배출량', values: [5, 2] }], false, count)).toBe(
      '막대 그래프, 항목 2개(페트, 캔). 가장 큰 값 페트 5대, 가장 작은 값 캔 2대.',
    );
    const days = Array.from({ length: 10 }, (_, i) => `11월 ${String(i + 1)}일`);
    expect(barSummary(days, [{ label: 'x', values: days.map((_, i) => i) }], false, count)).toMatch(
      /^막대 그래프, 11월 1일부터 11월 10일까지 항목 10개\./,
    );
  });

  it('bar: a stack reports its largest total', () => {
    const series = [
      { label: '페트', values: [5, 1] },
      { label: '캔', values: [1, 7] },
    ];
    expect(barSummary(['월', '화'], series, true, count)).toBe(
      '누적 막대 그래프, 항목 2개(월, 화), 계열 페트, 캔. 합계가 가장 큰 항목 화 8대.',
    );
  });

  it('donut: total and every share', () => {
    expect(
      donutSummary(
        [
          { label: '페트', value: 3 },
          { label: '캔', value: 1 },
        ],
        count,
        (ratio) => `${String(ratio * 100)}%`,
      ),
    ).toBe('도넛 그래프, 합계 4대. 페트 75%(3대), 캔 25%(1대).');
  });

  it('map: highest, lowest and how many districts lack data', () => {
    expect(
      mapSummary(
        [
          { name: '강남구', value: 52 },
          { name: '도봉구', value: 5 },
          { name: '강북구', value: null },
        ],
        count,
      ),
    ).toBe('서울 3개 자치구 지도. 가장 높은 곳 강남구 52대, 가장 낮은 곳 도봉구 5대. 데이터 없는 자치구 1곳.');
  });
});
