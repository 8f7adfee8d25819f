import { describe, expect, it } from 'vitest';
import {
  buildListParams,
  buildListQueryString,
  DEFAULT_LIST_QUERY,
  FILTER_OPERATORS,
  type ListFilter,
  ListQueryError,
  parseListParams,
  rangeFilter,
} from './listQuery';

const decoded = (params: URLSearchParams): string => decodeURIComponent(params.toString());

describe('buildListParams (domain.md "Lists")', () => {
  it('applies the defaults: page 1, size 10, createdAt DESC', () => {
    expect(decoded(buildListParams())).toBe('page=1&size=10&sort=createdAt,DESC');
    expect(DEFAULT_LIST_QUERY.sort).toEqual({ key: 'createdAt', direction: 'DESC' });
  });

  it('encodes page, size, sort and repeated filters, arrays and ranges joined with ","', () => {
    const params = buildListParams({
      page: 3,
      size: 20,
      sort: { key: 'name', direction: 'ASC' },
      filters: [
        { field: 'district', op: 'eq', value: '강남구' },
        { field: 'state', op: 'in', value: ['ON', 'FULL'] },
        { field: 'createdAt', op: 'between', value: ['2024-01-01', '2024-01-31'] },
        { field: 'fill', op: 'or,gte', value: 80 },
        { field: 'openAt', op: 'gte', value: '09:30' },
      ],
    });
    expect(params.getAll('filter')).toEqual([
      'district:eq:강남구',
      'state:in:ON,FULL',
      'createdAt:between:2024-01-01,2024-01-31',
      'fill:or,gte:80',
      'openAt:gte:09:30',
    ]);
    expect(params.get('sort')).toBe('name,ASC');
    expect(buildListQueryString({ page: 2 })).toBe('page=2&size=10&sort=createdAt%2CDESC');
  });

  it('maps the range operators GOE / LOE to gte / lte', () => {
    expect(rangeFilter('weight', 'GOE', 5)).toEqual({ field: 'weight', op: 'gte', value: 5 });
    expect(rangeFilter('weight', 'LOE', 9)).toEqual({ field: 'weight', op: 'lte', value: 9 });
  });

  it.each([
    [{ page: 0 }, /page must be an integer >= 1/],
    [{ page: 1.5 }, /page must be an integer >= 1/],
    [{ size: 15 }, /size must be one of 10, 20, 50, 100/],
    [{ sort: { key: '', direction: 'ASC' as const } }, /sort key must not be empty/],
    [{ filters: [{ field: ' ', op: 'eq' as const, value: 1 }] }, /filter field must not be empty/],
    [{ filters: [{ field: 'a:b', op: 'eq' as const, value: 1 }] }, /must not contain/],
    [{ filters: [{ field: 'a', op: 'in' as const, value: [] }] }, /at least one value/],
    [{ filters: [{ field: 'a', op: 'nin' as const, value: ['x,y'] }] }, /must not contain ","/],
  ])('rejects %j', (query, message) => {
    expect(() => buildListParams(query)).toThrow(ListQueryError);
    expect(() => buildListParams(query)).toThrow(message);
  });

  it('rejects an unknown operator and a range that is not a pair (untyped callers)', () => {
    const bad = { field: 'a', op: 'near', value: 1 } as unknown as ListFilter;
    expect(() => buildListParams({ filters: [bad] })).toThrow(/unknown filter operator "near"/);
    const single = { field: 'a', op: 'bt', value: [1] } as unknown as ListFilter;
    expect(() => buildListParams({ filters: [single] })).toThrow(/\[from, to\] pair/);
  });
});

describe('parseListParams (table state in the URL)', () => {
  it('round-trips every operator of spec §3 (values come back as strings)', () => {
    const filters: ListFilter[] = FILTER_OPERATORS.map((op): ListFilter => {
      if (op === 'in' || op === 'ins' || op === 'nin')
        return { field: `f_${op.replace(',', '_')}`, op, value: ['a', 'b c'] };
      if (op === 'bt' || op === 'between' || op === 'gtelte' || op === 'bte') {
        return { field: `f_${op.replace(',', '_')}`, op, value: ['1', '9'] };
      }
      return { field: `f_${op.replace(',', '_')}`, op, value: 'x:y,z' };
    });
    const query = { page: 4, size: 50, sort: { key: 'name', direction: 'ASC' as const }, filters };
    const params = new URLSearchParams(buildListQueryString(query));
    expect(parseListParams(params)).toEqual(query);
    expect(buildListQueryString(parseListParams(params))).toBe(buildListQueryString(query));
  });

  it('falls back to the defaults for bad page, size and sort, and drops bad filters, never throwing', () => {
    const params = new URLSearchParams(
      'page=-2&size=15&sort=createdAt,UP&filter=a:near:1&filter=:eq:1&filter=b:in:&filter=c:bt:1&filter=nocolon&filter=d:eq:ok',
    );
    expect(parseListParams(params)).toEqual({
      page: 1,
      size: 10,
      sort: { key: 'createdAt', direction: 'DESC' },
      filters: [{ field: 'd', op: 'eq', value: 'ok' }],
    });
    expect(parseListParams(new URLSearchParams('page=abc&size=99999999&sort=a,b,c'))).toEqual({
      page: 1,
      size: 10,
      sort: { key: 'createdAt', direction: 'DESC' },
      filters: [],
    });
    expect(parseListParams(new URLSearchParams())).toEqual({ ...DEFAULT_LIST_QUERY, filters: [] });
  });
});
