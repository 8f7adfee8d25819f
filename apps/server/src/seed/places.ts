/** Place names every area's seed uses: district codes of machine ids, kinds of places, road names. */
import type { SeoulDistrictName } from '@oa/contract';

/** Short codes of the districts in machine ids (WB-GN-0001: 강남구's first RC 3 robot). */
export const DISTRICT_CODES: Record<SeoulDistrictName, string> = {
  종로구: 'JN',
  중구: 'JG',
  용산구: 'YS',
  성동구: 'SD',
  광진구: 'GJ',
  동대문구: 'DM',
  중랑구: 'JR',
  성북구: 'SB',
  강북구: 'GB',
  도봉구: 'DB',
  노원구: 'NW',
  은평구: 'EP',
  서대문구: 'SM',
  마포구: 'MP',
  양천구: 'YC',
  강서구: 'GS',
  구로구: 'GR',
  금천구: 'GC',
  영등포구: 'YD',
  동작구: 'DJ',
  관악구: 'GA',
  서초구: 'SC',
  강남구: 'GN',
  송파구: 'SP',
  강동구: 'GD',
};

export const PLACES = [
  '주민센터',
  '근린공원',
  '구립도서관',
  '역 광장',
  '아파트 단지',
  '전통시장',
  '체육센터',
  '구청 민원실',
  '종합사회복지관',
  '버스환승센터',
  '공영주차장',
  '문화센터',
  '보건소',
  '청소년수련관',
];
export const ROADS = [
  '중앙',
  '평화',
  '한빛',
  '새말',
  '희망',
  '누리',
  '푸른솔',
  '은행나무',
  '느티',
  '무궁화',
  '한강',
  '청계',
  '동산',
  '가람',
  '마루',
  '샘터',
];

/** A road address in `district`: '서울특별시 강남구 한빛로 120'. */
export const roadAddress = (
  district: SeoulDistrictName,
  random: { pick<T>(items: readonly T[]): T; int(min: number, max: number): number },
) => `서울특별시 ${district} ${random.pick(ROADS)}로 ${String(random.int(1, 320))}`;
