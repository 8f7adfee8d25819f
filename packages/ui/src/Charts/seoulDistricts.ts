/**
 * Seoul's 25 districts (gu) as the map's GeoJSON names them: KOSTAT 2013 district codes, Korean and English
 * names. A plain list, without the shapes, so pages can label or filter districts without loading the map.
 * The codes are KOSTAT census codes (강남구 11230), not the administrative codes of other data sets (강남구 11680):
 * match by name when a source uses the other system.
 */
export interface SeoulDistrict {
  /** KOSTAT 2013 census code, as in the GeoJSON ('11230'). */
  code: string;
  /** Korean name ('강남구'). */
  name: string;
  /** English name ('Gangnam-gu'). */
  nameEng: string;
}

export const SEOUL_DISTRICTS: readonly SeoulDistrict[] = [
  { code: '11010', name: '종로구', nameEng: 'Jongno-gu' },
  { code: '11020', name: '중구', nameEng: 'Jung-gu' },
  { code: '11030', name: '용산구', nameEng: 'Yongsan-gu' },
  { code: '11040', name: '성동구', nameEng: 'Seongdong-gu' },
  { code: '11050', name: '광진구', nameEng: 'Gwangjin-gu' },
  { code: '11060', name: '동대문구', nameEng: 'Dongdaemun-gu' },
  { code: '11070', name: '중랑구', nameEng: 'Jungnang-gu' },
  { code: '11080', name: '성북구', nameEng: 'Seongbuk-gu' },
  { code: '11090', name: '강북구', nameEng: 'Gangbuk-gu' },
  { code: '11100', name: '도봉구', nameEng: 'Dobong-gu' },
  { code: '11110', name: '노원구', nameEng: 'Nowon-gu' },
  { code: '11120', name: '은평구', nameEng: 'Eunpyeong-gu' },
  { code: '11130', name: '서대문구', nameEng: 'Seodaemun-gu' },
  { code: '11140', name: '마포구', nameEng: 'Mapo-gu' },
  { code: '11150', name: '양천구', nameEng: 'Yangcheon-gu' },
  { code: '11160', name: '강서구', nameEng: 'Gangseo-gu' },
  { code: '11170', name: '구로구', nameEng: 'Guro-gu' },
  { code: '11180', name: '금천구', nameEng: 'Geumcheon-gu' },
  { code: '11190', name: '영등포구', nameEng: 'Yeongdeungpo-gu' },
  { code: '11200', name: '동작구', nameEng: 'Dongjak-gu' },
  { code: '11210', name: '관악구', nameEng: 'Gwanak-gu' },
  { code: '11220', name: '서초구', nameEng: 'Seocho-gu' },
  { code: '11230', name: '강남구', nameEng: 'Gangnam-gu' },
  { code: '11240', name: '송파구', nameEng: 'Songpa-gu' },
  { code: '11250', name: '강동구', nameEng: 'Gangdong-gu' },
];

const byKey = new Map<string, SeoulDistrict>();
for (const district of SEOUL_DISTRICTS) {
  byKey.set(district.code, district);
  byKey.set(district.name, district);
  byKey.set(district.nameEng.toLowerCase(), district);
}

/**
 * The district a key names: its code ('11230'), Korean name ('강남구', also without the suffix: '강남') or
 * English name (any case). Undefined for anything else.
 */
export function findSeoulDistrict(key: string): SeoulDistrict | undefined {
  const k = key.trim();
  return byKey.get(k) ?? byKey.get(`${k}구`) ?? byKey.get(k.toLowerCase());
}

/** Districts in Korean alphabetical order (가나다), the order of the map's table and keyboard steps. */
export const compareDistrictNames = (a: string, b: string) => a.localeCompare(b, 'ko');
