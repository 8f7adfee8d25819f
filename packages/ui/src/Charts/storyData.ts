/**
 * Fixed, realistic data for the chart stories (no random, no clock, so screenshots are stable). Dates are UTC
 * instants of Seoul midnights, as the API sends them.
 */
import type { BarChartDatum } from './BarChart';
import type { DonutDatum } from './Donut';
import type { LineChartDatum } from './LineChart';
import type { SeoulDistrictValue } from './SeoulDistrictMap';
import type { ChartSeries } from './seriesData';

/** Seoul midnight of a date, as a UTC ISO string (2026-11-22 → '2026-11-21T15:00:00.000Z'). */
const seoulMidnight = (year: number, month: number, day: number) =>
  new Date(Date.UTC(year, month - 1, day) - 9 * 3600 * 1000).toISOString();

const newRc3 = [12, 9, 14, 11, 8, 10, 7, 6, 9, 5, 4, 6];
const newRc4 = [3, 5, 8, 12, 15, 18, 22, 25, 24, 31, 36, 40];

/** 월별 신규 설치 수, 2026.01–2026.12, by robot generation. */
export const monthlyInstalls: LineChartDatum[] = newRc3.map((rc3, i) => ({
  date: seoulMidnight(2026, i + 1, 1),
  values: { rc3, rc4: newRc4[i] ?? 0, total: rc3 + (newRc4[i] ?? 0) },
}));

export const generationSeries: ChartSeries[] = [
  { key: 'rc3', label: 'RC 3.0' },
  { key: 'rc4', label: 'RC 4.0' },
];

export const totalSeries: ChartSeries[] = [{ key: 'total', label: '신규 설치' }];

const dailyDepositCounts = [
  11840, 12310, 12960, 13420, 12880, 9870, 9420, 12750, 13380, 13910, 14260, 13840, 10150, 9780, 13120, 13640, 14180,
  14720, 14390, 10620, 10210, 13780, 14320, 14910, 15380, 15020, 11240, 10830, 14460, 15100,
];
const dailyUsers = [
  4210, 4380, 4520, 4690, 4470, 3520, 3360, 4460, 4640, 4810, 4930, 4790, 3610, 3480, 4570, 4730, 4900, 5080, 4970,
  3760, 3620, 4780, 4950, 5150, 5290, 5170, 3980, 3840, 4990, 5210,
];

/** 일별 이용 통계, 2026.11.01–2026.11.30: deposits and users (tens of thousands: compact axis). */
export const dailyUsage: LineChartDatum[] = dailyDepositCounts.map((deposits, i) => ({
  date: seoulMidnight(2026, 11, i + 1),
  values: { deposits, users: dailyUsers[i] ?? 0 },
}));

export const usageSeries: ChartSeries[] = [
  { key: 'deposits', label: '배출 건수' },
  { key: 'users', label: '이용자 수' },
];

/** A robot offline for three days: its days have no value (gaps in the line). */
export const dailyUsageWithGaps: LineChartDatum[] = dailyUsage
  .slice(0, 14)
  .map((datum, i) => (i >= 5 && i <= 7 ? { ...datum, values: { deposits: null, users: null } } : datum));

/** 배출 품목, the four materials of the console's vocabulary. */
export const materialSeries: ChartSeries[] = [
  { key: 'PET', label: '페트' },
  { key: 'PAPER', label: '종이' },
  { key: 'CAN', label: '캔' },
  { key: 'TETRA_PAK', label: '종이팩' },
];

const pet = [182.4, 175.1, 190.8, 201.3, 168.2, 122.5, 118.9, 195.6, 204.2, 211.7, 198.3, 187.6, 131.2, 126.4];
const paper = [96.2, 101.4, 88.7, 110.3, 92.5, 64.8, 61.2, 99.4, 104.8, 112.6, 97.1, 95.3, 70.4, 66.9];
const can = [54.3, 49.8, 58.1, 61.2, 52.7, 38.4, 35.1, 57.9, 60.3, 63.8, 55.2, 53.6, 40.7, 37.2];
const tetra = [18.5, 21.2, 17.9, 23.4, 19.8, 12.1, 11.6, 20.7, 22.3, 24.1, 19.6, 18.4, 13.3, 12.8];

/** 일별 배출량 (kg) by material, 2026.11.09–2026.11.22. Category labels are already formatted ('11월 9일'). */
export const dailyEmissions: BarChartDatum[] = pet.map((p, i) => ({
  label: `11월 ${i + 9}일`,
  values: { PET: p, PAPER: paper[i] ?? 0, CAN: can[i] ?? 0, TETRA_PAK: tetra[i] ?? 0 },
}));

/** 배출량 by material for the last week only (7 categories: readable grouped bars). */
export const weeklyEmissions: BarChartDatum[] = dailyEmissions.slice(7);

/** 고객사별 설치 대수: a single series with long Korean labels (horizontal bars). */
export const installsByClient: BarChartDatum[] = [
  { label: '서울특별시 강남구청', values: { count: 48 } },
  { label: '서울특별시 마포구청', values: { count: 36 } },
  { label: '한국환경공단', values: { count: 29 } },
  { label: '서울대학교', values: { count: 17 } },
  { label: '롯데마트 잠실점', values: { count: 12 } },
  { label: '이마트 성수점', values: { count: 8 } },
];
export const countSeries: ChartSeries[] = [{ key: 'count', label: '설치 대수' }];

/** 배출 품목 비율: this month's totals (kg). */
export const emissionShares: DonutDatum[] = [
  { key: 'PET', label: '페트', value: 2414.2 },
  { key: 'PAPER', label: '종이', value: 1261.6 },
  { key: 'CAN', label: '캔', value: 718.3 },
  { key: 'TETRA_PAK', label: '종이팩', value: 255.7 },
];

/** 로봇 상태: counts, a part may be zero. */
export const robotStates: DonutDatum[] = [
  { key: 'OPERATION', label: '운영 중', value: 312 },
  { key: 'CHECK', label: '점검 중', value: 18 },
  { key: 'WAIT', label: '대기', value: 41 },
  { key: 'STOP', label: '정지', value: 7 },
  { key: 'DEFAULT', label: '미설정', value: 0 },
];

/** 구별 설치 현황: robots per district, keyed by Korean name (as most APIs send it). */
export const installsByDistrict: SeoulDistrictValue[] = [
  { district: '강남구', value: 52 },
  { district: '강동구', value: 21 },
  { district: '강북구', value: 9 },
  { district: '강서구', value: 27 },
  { district: '관악구', value: 18 },
  { district: '광진구', value: 14 },
  { district: '구로구', value: 16 },
  { district: '금천구', value: 7 },
  { district: '노원구', value: 23 },
  { district: '도봉구', value: 5 },
  { district: '동대문구', value: 12 },
  { district: '동작구', value: 15 },
  { district: '마포구', value: 38 },
  { district: '서대문구', value: 13 },
  { district: '서초구', value: 41 },
  { district: '성동구', value: 24 },
  { district: '성북구', value: 17 },
  { district: '송파구', value: 44 },
  { district: '양천구', value: 19 },
  { district: '영등포구', value: 33 },
  { district: '용산구', value: 20 },
  { district: '은평구', value: 11 },
  { district: '종로구', value: 22 },
  { district: '중구', value: 29 },
  { district: '중랑구', value: 8 },
];

/** The same by KOSTAT code, with two districts not reporting yet (no-data colour). */
export const installsByDistrictCode: SeoulDistrictValue[] = [
  { district: '11230', value: 52 },
  { district: '11240', value: 44 },
  { district: '11220', value: 41 },
  { district: '11140', value: 38 },
  { district: '11190', value: 33 },
  { district: '11020', value: 29 },
  { district: '11160', value: 27 },
  { district: '11040', value: 24 },
  { district: '11110', value: 23 },
  { district: '11010', value: 22 },
  { district: '11250', value: 21 },
  { district: '11030', value: 20 },
  { district: '11150', value: 19 },
  { district: '11210', value: 18 },
  { district: '11080', value: 17 },
  { district: '11170', value: 16 },
  { district: '11200', value: 15 },
  { district: '11050', value: 14 },
  { district: '11130', value: 13 },
  { district: '11060', value: 12 },
  { district: '11120', value: 11 },
  { district: '11090', value: null },
  { district: '11070', value: 8 },
  { district: '11180', value: 7 },
];
