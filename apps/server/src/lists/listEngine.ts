/**
 * THE list query contract on the server (domain.md "Lists", spec §3), used by every list endpoint:
 * `?page=1&size=10&sort=createdAt,DESC&filter=<field>:<op>:<value>&filter=...` ->
 * `{ _data: { items, page, size, total } }`.
 *
 * Strict where the console's URL parser is forgiving: every field, operator and value is checked against the
 * resource's whitelist and answered 400 with a Korean message naming what was wrong; values only ever reach SQL
 * as bound parameters. Operator meanings (our choice where the spec names them only):
 * - eq, ne, gt, gte, lt, lte: comparisons; like: contains, case-insensitive; regex: PostgreSQL `~`
 *   (at most 100 characters, no back-references);
 * - in, nin: one of / none of (comma-separated); ins: one of, case-insensitive (text); ne and nin include rows
 *   where the field is empty (NULL), as a person reading "not x" expects;
 * - between, gtelte: from <= x <= to; bt: from < x < to; bte: from <= x < to (a date range of whole days);
 * - any: the value is an element of an array field (`@>`, so a GIN index serves it);
 * - date fields (a calendar day, no time): `YYYY-MM-DD`, compared as days;
 * - search fields (a virtual `q`): like over several columns at once (any of them contains the text).
 * - or,gte / or,lte: these filters form one OR group (x >= a OR y <= b), AND-ed with the rest.
 * Booleans: `eq:true` / `eq:false` (and `ne`), nothing else; a computed one (`booleanCondition`) likewise.
 * Dates: `YYYY-MM-DD` is the start of that day in Asia/Seoul; or a full ISO 8601 time with its offset.
 */
import {
  and,
  asc,
  count,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  isNull,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import {
  FILTER_OPERATORS,
  LIST_OPERATORS,
  OPERATORS_BY_TYPE,
  RANGE_PAIR_OPERATORS,
  SORT_DIRECTIONS,
  type FilterOperator,
  type ListDefinition,
  type ListField,
  type ListFieldDefinition,
  type SortDirection,
} from '@oa/contract';
import type { Db } from '../db/database';
import { badRequest } from '../http/errors';

export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 100_000;
export const MAX_FILTERS = 20;
export const MAX_VALUE_LENGTH = 200;
export const MAX_REGEX_LENGTH = 100;

/** A contract field (type, values, sortable, filterable) with its column. */
export interface FieldSpec extends ListFieldDefinition {
  column: AnyPgColumn;
  /** A search field: the other columns its `like` also looks in (any of them may contain the text). */
  alsoColumns?: readonly AnyPgColumn[];
  /**
   * A computed boolean (no column of its own, e.g. "online" from a heartbeat time): the condition for each value.
   * `column` is then only what it sorts by, if sortable.
   */
  booleanCondition?: (value: boolean) => SQL;
  /**
   * A field of a related row (a rental's machine, by the machine's id): `column` is the related table's, and the
   * condition is `key in (select id from that table where ...)`, so neither the page nor the count joins the
   * table to filter by it. Filter only (it cannot sort).
   */
  through?: Through;
}

/** The row's foreign key and the related table's id it points at. */
export interface Through {
  key: AnyPgColumn;
  id: AnyPgColumn;
}

/** A list as the engine runs it: built by listSpec from the contract's list and the columns. */
export interface ListSpec {
  fields: Record<string, FieldSpec>;
  /** Sorted by this unless asked otherwise; the id breaks ties so pages never overlap. */
  defaultSortKey: string;
  idColumn: AnyPgColumn;
}

/** A column for each contract field; a search field also names the other columns its `like` looks in. */
type ColumnFor<Field extends ListFieldDefinition> = Field['type'] extends 'search'
  ? { column: AnyPgColumn; alsoColumns: readonly AnyPgColumn[] }
  : Field['type'] extends 'boolean'
    ? AnyPgColumn | { column: AnyPgColumn; booleanCondition: (value: boolean) => SQL }
    : Field['sortable'] extends true
      ? AnyPgColumn
      : AnyPgColumn | { column: AnyPgColumn; through: Through };

/** Exactly the contract list's fields, each with its column (a missing or an extra one does not compile). */
export type ListColumns<List extends ListDefinition> = { [Name in ListField<List>]: ColumnFor<List['fields'][Name]> };

/**
 * A list's spec: the contract's fields (their types, values, sorting, the default sort) with the server's columns
 * (`idColumn` breaks ties, so pages never overlap).
 */
export function listSpec<List extends ListDefinition>(
  list: List,
  columns: NoInfer<ListColumns<List>>,
  idColumn: AnyPgColumn,
): ListSpec {
  const fields: Record<string, FieldSpec> = {};
  for (const [name, field] of Object.entries(list.fields)) {
    // A plain column, or { column, alsoColumns } / { column, booleanCondition } / { column, through }.
    const given = (columns as Record<string, object | undefined>)[name];
    if (given === undefined) throw new Error(`list field ${name} has no column`);
    fields[name] =
      'alsoColumns' in given || 'booleanCondition' in given || 'through' in given
        ? { ...field, ...(given as Pick<FieldSpec, 'column' | 'alsoColumns' | 'booleanCondition' | 'through'>) }
        : { ...field, column: given as AnyPgColumn };
  }
  return { fields, defaultSortKey: list.defaultSort, idColumn };
}

export interface ParsedList {
  page: number;
  size: number;
  sort: { key: string; direction: SortDirection };
  where: SQL | undefined;
}

type Query = Record<string, unknown>;

const FILTER_FORMAT = "조건(filter)은 '항목:연산자:값' 형식이어야 합니다.";

function single(query: Query, name: string): string | undefined {
  const value = query[name];
  if (value === undefined) return undefined;
  if (typeof value !== 'string') throw badRequest(`'${name}' 값은 하나만 보낼 수 있습니다.`);
  return value;
}

function positiveInteger(raw: string | undefined, name: string, fallback: number, max: number, label: string): number {
  if (raw === undefined) return fallback;
  if (!/^\d{1,9}$/.test(raw))
    throw badRequest(`${label}는 1 이상의 정수여야 합니다.`, { [name]: '정수를 입력해 주세요.' });
  const value = Number(raw);
  if (value < 1 || value > max) {
    throw badRequest(`${label}는 1부터 ${max.toLocaleString('en-US')}까지입니다.`, { [name]: `최대 ${String(max)}` });
  }
  return value;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

function parseTime(raw: string, field: string): Date {
  const dateOnly = DATE_ONLY.exec(raw);
  const text = dateOnly ? `${raw}T00:00:00+09:00` : raw;
  if (!dateOnly && !ISO_TIME.test(raw)) {
    throw badRequest(`'${field}'의 날짜 '${raw}' 형식이 올바르지 않습니다. YYYY-MM-DD 또는 ISO 8601로 입력해 주세요.`);
  }
  const date = new Date(text);
  const year = date.getUTCFullYear();
  if (Number.isNaN(date.getTime()) || year < 1900 || year > 9999)
    throw badRequest(`'${field}'의 날짜 '${raw}'가 올바르지 않습니다.`);
  // 2026-02-30 would roll over to March 2nd: reject what the calendar does not have.
  const calendarDay = raw.slice(0, 10);
  const utcDay = new Date(`${calendarDay}T00:00:00Z`);
  if (Number.isNaN(utcDay.getTime()) || utcDay.toISOString().slice(0, 10) !== calendarDay) {
    throw badRequest(`'${field}'의 날짜 '${raw}'가 올바르지 않습니다.`);
  }
  return date;
}

function parseValue(spec: FieldSpec, field: string, raw: string): unknown {
  if (raw.length > MAX_VALUE_LENGTH)
    throw badRequest(`'${field}' 조건 값이 너무 깁니다 (최대 ${String(MAX_VALUE_LENGTH)}자).`);
  switch (spec.type) {
    case 'integer': {
      if (!/^-?\d{1,9}$/.test(raw)) throw badRequest(`'${field}'에는 정수를 입력해 주세요: '${raw}'`);
      return Number(raw);
    }
    case 'timestamp':
      return parseTime(raw, field);
    case 'date': {
      if (!DATE_ONLY.test(raw))
        throw badRequest(`'${field}'의 날짜 '${raw}' 형식이 올바르지 않습니다. YYYY-MM-DD로 입력해 주세요.`);
      parseTime(raw, field);
      return raw;
    }
    case 'boolean': {
      if (raw !== 'true' && raw !== 'false')
        throw badRequest(`'${field}'에는 true 또는 false를 입력해 주세요: '${raw}'`);
      return raw === 'true';
    }
    case 'textArray':
    case 'enum': {
      if (spec.type === 'textArray' && spec.values === undefined) return raw;
      if (!(spec.values ?? []).includes(raw)) {
        throw badRequest(`'${field}'의 값 '${raw}'는 허용되지 않습니다. 가능한 값: ${(spec.values ?? []).join(', ')}`);
      }
      return raw;
    }
    default:
      return raw;
  }
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function checkRegex(field: string, pattern: string): void {
  if (pattern.length > MAX_REGEX_LENGTH) {
    throw badRequest(`'${field}' 정규식은 ${String(MAX_REGEX_LENGTH)}자까지 입력할 수 있습니다.`);
  }
  // Back-references make PostgreSQL's regex engine backtrack; nothing in the console needs them.
  if (/\\[1-9]/.test(pattern)) throw badRequest(`'${field}' 정규식에는 역참조(\\1 등)를 쓸 수 없습니다.`);
}

function condition(spec: FieldSpec, field: string, op: FilterOperator, rawValue: string): SQL {
  const column = spec.column;
  const isList = (LIST_OPERATORS as readonly string[]).includes(op);
  const isPair = (RANGE_PAIR_OPERATORS as readonly string[]).includes(op);
  if (isList) {
    const raws = rawValue.split(',');
    if (raws.length > 100) throw badRequest(`'${field}:${op}' 값은 100개까지입니다.`);
    if (raws.some((value) => value === '')) throw badRequest(`'${field}:${op}' 값에 빈 항목이 있습니다.`);
    if (op === 'ins') {
      return inArray(
        sql`lower(${column})`,
        raws.map((value) => (parseValue(spec, field, value) as string).toLowerCase()),
      );
    }
    const values = raws.map((value) => parseValue(spec, field, value));
    // "none of these" includes rows without a value, as an operator reading the screen expects.
    return op === 'in' ? inArray(column, values) : (or(isNull(column), notInArray(column, values)) ?? sql`false`);
  }
  if (isPair) {
    const pair = rawValue.split(',');
    if (pair.length !== 2) throw badRequest(`'${field}:${op}'에는 '시작,끝' 두 값이 필요합니다.`);
    const [from, to] = pair.map((value) => parseValue(spec, field, value));
    if (op === 'bt') return and(gt(column, from), lt(column, to)) ?? sql`false`;
    if (op === 'bte') return and(gte(column, from), lt(column, to)) ?? sql`false`;
    return and(gte(column, from), lte(column, to)) ?? sql`false`;
  }
  if (op === 'like') {
    const pattern = `%${escapeLike(parseValue(spec, field, rawValue) as string)}%`;
    const columns = [column, ...(spec.alsoColumns ?? [])];
    return or(...columns.map((each) => ilike(each, pattern))) ?? sql`false`;
  }
  if (op === 'regex') {
    checkRegex(field, rawValue);
    return sql`${column} ~ ${rawValue}`;
  }
  if (op === 'any') return sql`${column} @> ARRAY[${parseValue(spec, field, rawValue)}]::text[]`;
  const value = parseValue(spec, field, rawValue);
  if (spec.type === 'boolean' && spec.booleanCondition !== undefined) {
    return spec.booleanCondition(op === 'ne' ? !(value as boolean) : (value as boolean));
  }
  switch (op) {
    case 'eq':
      return eq(column, value);
    case 'ne':
      // "not x" includes rows without a value (SQL's `<>` would drop them).
      return sql`${column} is distinct from ${value}`;
    case 'gt':
      return gt(column, value);
    case 'gte':
    case 'or,gte':
      return gte(column, value);
    case 'lt':
      return lt(column, value);
    default:
      return lte(column, value);
  }
}

/** Reads and checks page, size, sort and filters; throws a 400 `HttpError` with a Korean message. */
/**
 * `key in (select id from related where condition)`. Inside the subquery a bare column name is the related table's
 * own (its column, its id); the key outside it is the listed table's.
 */
const inRelated = (fieldSpec: FieldSpec, through: Through, matched: SQL): SQL =>
  sql`${through.key} in (select ${through.id} from ${fieldSpec.column.table} where ${matched})`;

export function parseListQuery(query: Query, spec: ListSpec): ParsedList {
  const known = new Set(['page', 'size', 'sort', 'filter']);
  for (const name of Object.keys(query)) {
    if (!known.has(name))
      throw badRequest(`알 수 없는 매개변수 '${name}'입니다. page, size, sort, filter를 쓸 수 있습니다.`);
  }
  const page = positiveInteger(single(query, 'page'), 'page', 1, MAX_PAGE, '페이지');
  const size = positiveInteger(single(query, 'size'), 'size', 10, MAX_PAGE_SIZE, '페이지 크기');

  let sort = { key: spec.defaultSortKey, direction: 'DESC' as SortDirection };
  const rawSort = single(query, 'sort');
  if (rawSort !== undefined) {
    const [key = '', direction = '', ...rest] = rawSort.split(',');
    const field = Object.hasOwn(spec.fields, key) ? spec.fields[key] : undefined;
    if (field?.sortable !== true || rest.length > 0) {
      const sortable = Object.entries(spec.fields)
        .filter(([, value]) => value.sortable === true)
        .map(([name]) => name);
      throw badRequest(`'${key}'(으)로는 정렬할 수 없습니다. 정렬 가능한 항목: ${sortable.join(', ')}`);
    }
    if (!(SORT_DIRECTIONS as readonly string[]).includes(direction)) {
      throw badRequest(`정렬 방향은 ASC 또는 DESC입니다: '${direction}'`);
    }
    sort = { key, direction: direction as SortDirection };
  }

  const rawFilters = query.filter;
  const filters = rawFilters === undefined ? [] : Array.isArray(rawFilters) ? rawFilters : [rawFilters];
  if (filters.length > MAX_FILTERS) throw badRequest(`조건은 ${String(MAX_FILTERS)}개까지 쓸 수 있습니다.`);
  const all: SQL[] = [];
  const anyOf: SQL[] = [];
  const throughs = new Map<string, { fieldSpec: FieldSpec; through: Through; matched: SQL[] }>();
  for (const raw of filters) {
    if (typeof raw !== 'string') throw badRequest(FILTER_FORMAT);
    const first = raw.indexOf(':');
    const second = first < 0 ? -1 : raw.indexOf(':', first + 1);
    // `or,gte` contains no ':'; the value may.
    if (second < 0) throw badRequest(`조건 '${raw}'의 형식이 올바르지 않습니다. ${FILTER_FORMAT}`);
    const field = raw.slice(0, first);
    const op = raw.slice(first + 1, second);
    const value = raw.slice(second + 1);
    // Own properties only: 'constructor' or '__proto__' must not find Object.prototype's members (a 500).
    const fieldSpec = Object.hasOwn(spec.fields, field) ? spec.fields[field] : undefined;
    if (fieldSpec === undefined || fieldSpec.filterable === false) {
      const usable = Object.entries(spec.fields)
        .filter(([, value]) => value.filterable !== false)
        .map(([name]) => name);
      throw badRequest(`'${field}'(으)로는 검색할 수 없습니다. 검색 가능한 항목: ${usable.join(', ')}`);
    }
    if (!(FILTER_OPERATORS as readonly string[]).includes(op)) {
      throw badRequest(`알 수 없는 연산자 '${op}'입니다.`);
    }
    const allowed: readonly FilterOperator[] = OPERATORS_BY_TYPE[fieldSpec.type];
    if (!allowed.includes(op as FilterOperator)) {
      throw badRequest(`'${field}'에는 '${op}' 연산자를 쓸 수 없습니다. 가능한 연산자: ${allowed.join(', ')}`);
    }
    const matched = condition(fieldSpec, field, op as FilterOperator, value);
    const { through } = fieldSpec;
    if (through !== undefined && !op.startsWith('or,')) {
      // A related row's field: its conditions together in one subquery (a range, `gte` and `lte`, is then the few
      // rows inside it, not two halves of the table).
      const related = throughs.get(field) ?? { fieldSpec, through, matched: [] };
      related.matched.push(matched);
      throughs.set(field, related);
      continue;
    }
    const sqlCondition = through === undefined ? matched : inRelated(fieldSpec, through, matched);
    if (op.startsWith('or,')) anyOf.push(sqlCondition);
    else all.push(sqlCondition);
  }
  for (const { fieldSpec, through, matched } of throughs.values())
    all.push(inRelated(fieldSpec, through, and(...matched) ?? sql`true`));
  if (anyOf.length > 0) all.push(or(...anyOf) ?? sql`false`);
  return { page, size, sort, where: all.length === 0 ? undefined : and(...all) };
}

export interface ListPage<T> {
  items: T[];
  page: number;
  size: number;
  total: number;
  /** A capped list's count stopped at its cap: at least `total` rows match (RunListOptions.countCap). */
  totalCapped?: boolean;
}

export interface RunListOptions {
  db: Db;
  /** The resource's table; filters and sorting use its columns. */
  from: PgTable;
  /** Columns of the page's items (joined tables' columns allowed). */
  projection: Record<string, AnyPgColumn | SQL | SQL.Aliased>;
  /** Left joins for the items' extra columns (names of a group, a client); they never change the count. */
  joins?: (query: PgSelect) => PgSelect;
  /**
   * Joins that filters or the scope use (e.g. a log's robot, for `machineId` and the robot's client): applied to
   * the items and to the count. Each must match at most one row per item (a many-to-one join).
   */
  filterJoins?: (query: PgSelect) => PgSelect;
  spec: ListSpec;
  /** The request's query string (page, size, sort, filter), checked by parseListQuery. */
  query: Record<string, unknown>;
  /** Object-level access: only these rows exist for the caller (e.g. one client's). */
  scope?: SQL | undefined;
  /**
   * The biggest tables' lists (tens of millions of rows): count at most this many matching rows, answering
   * `totalCapped` when there are more, and page no further than them (docs/decisions.md "Rentals list at scale").
   */
  countCap?: number;
  /**
   * Rows that can be on the asked page, added to the items' query only (not the count): for a list that is the
   * union of many small ordered groups (many cups' events), each group's first `reach` rows in the list's order, so
   * the page is read by each group's index instead of sorting every group's rows. `where` is the filters' condition.
   */
  onPage?: (page: { where: SQL | undefined; reach: number; ascending: boolean }) => SQL;
}

/**
 * Capped counts that reached their cap, per database, by the count query's SQL and values, until they expire: a
 * list that had at least `countCap` matching rows a moment ago is answered '10,000건 이상' again without counting
 * (the biggest tables only grow; a page of them refreshed by ten operators counts once). A count under the cap is
 * never kept: it may change with the next row.
 */
export const CAPPED_COUNT_TTL_MS = 30_000;
const CAPPED_COUNTS_KEPT = 1000;
const cappedCounts = new WeakMap<Db, Map<string, number>>();

function knownCapped(db: Db, key: string, now: number): boolean {
  const expires = cappedCounts.get(db)?.get(key);
  return expires !== undefined && expires > now;
}

function rememberCapped(db: Db, key: string, now: number): void {
  let kept = cappedCounts.get(db);
  if (kept === undefined) {
    kept = new Map();
    cappedCounts.set(db, kept);
  }
  kept.delete(key);
  kept.set(key, now + CAPPED_COUNT_TTL_MS);
  // The oldest first (a Map keeps insertion order).
  for (const oldest of kept.keys()) {
    if (kept.size <= CAPPED_COUNTS_KEPT) break;
    kept.delete(oldest);
  }
}

/** Runs a list query: the page of items and the total, as two queries run together. */
export async function runList<T>({
  db,
  from,
  projection,
  joins,
  filterJoins,
  spec,
  query,
  scope,
  countCap,
  onPage,
}: RunListOptions): Promise<ListPage<T>> {
  const parsed = parseListQuery(query, spec);
  if (countCap !== undefined && (parsed.page - 1) * parsed.size >= countCap) {
    throw badRequest(
      `앞에서 ${countCap.toLocaleString('en-US')}건까지만 볼 수 있습니다. 기간이나 조건을 좁혀 주세요.`,
      { page: `최대 ${String(Math.ceil(countCap / parsed.size))}페이지` },
    );
  }
  const where = and(scope, parsed.where);
  const sortField = spec.fields[parsed.sort.key] ?? spec.fields[spec.defaultSortKey];
  if (sortField === undefined) throw new Error(`unknown default sort key ${spec.defaultSortKey}`);
  const direction = parsed.sort.direction === 'ASC' ? asc : desc;
  let itemsQuery: PgSelect = db.select(projection).from(from).$dynamic();
  // Capped: count the rows of `select 1 ... limit cap + 1`, which stops reading at the cap.
  let countQuery: PgSelect =
    countCap === undefined
      ? db.select({ total: count() }).from(from).$dynamic()
      : db
          .select({ one: sql`1` })
          .from(from)
          .$dynamic();
  if (filterJoins) {
    itemsQuery = filterJoins(itemsQuery);
    countQuery = filterJoins(countQuery);
  }
  if (joins) itemsQuery = joins(itemsQuery);
  const counted =
    countCap === undefined
      ? countQuery.where(where)
      : db.select({ total: count() }).from(
          countQuery
            .where(where)
            .limit(countCap + 1)
            .as('capped'),
        );
  const reach = parsed.page * parsed.size;
  const ascending = parsed.sort.direction === 'ASC';
  const rows = itemsQuery
    .where(onPage === undefined ? where : and(where, onPage({ where: parsed.where, reach, ascending })))
    .orderBy(direction(sortField.column), direction(spec.idColumn))
    .limit(parsed.size)
    .offset((parsed.page - 1) * parsed.size);
  if (countCap === undefined) {
    const [items, totals] = await Promise.all([rows, counted]);
    return {
      items: items as T[],
      page: parsed.page,
      size: parsed.size,
      total: (totals as { total: number }[])[0]?.total ?? 0,
    };
  }
  const asked = counted.toSQL();
  const key = `${asked.sql}\n${JSON.stringify(asked.params)}`;
  const now = Date.now();
  const capped = knownCapped(db, key, now);
  const [items, totals] = await Promise.all([rows, capped ? null : counted]);
  const total = capped ? countCap + 1 : ((totals as { total: number }[] | null)?.[0]?.total ?? 0);
  if (total > countCap && !capped) rememberCapped(db, key, now);
  return {
    items: items as T[],
    page: parsed.page,
    size: parsed.size,
    total: Math.min(total, countCap),
    totalCapped: total > countCap,
  };
}

/**
 * A list's total for `filters` (the contract's `field:op:value`), counted exactly as its list route counts: the
 * same spec, joins and scope (the home page's counts, each the total its list would show).
 */
export async function countList(
  { db, from, filterJoins, spec, scope }: Pick<RunListOptions, 'db' | 'from' | 'filterJoins' | 'spec' | 'scope'>,
  filters: readonly string[],
): Promise<number> {
  const { where } = parseListQuery({ filter: [...filters] }, spec);
  let query: PgSelect = db.select({ total: count() }).from(from).$dynamic();
  if (filterJoins) query = filterJoins(query);
  const [row] = (await query.where(and(scope, where))) as { total: number }[];
  return row?.total ?? 0;
}
