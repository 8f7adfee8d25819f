/**
 * The fields each list endpoint filters and sorts by, as data: the server builds each list's spec from it (adding
 * only the columns) and answers 400 to any other field or operator; the console types its filter builders by it
 * (`ListField`, `OperatorFor`, `FieldValue`). The lists themselves are in each area's module (`ROBOT_LIST`,
 * `USER_LIST`, ...). Operator meanings: apps/server/src/lists/listEngine.ts.
 */
import type { FilterOperator } from './listQuery';

export const FIELD_TYPES = ['text', 'integer', 'timestamp', 'date', 'enum', 'textArray', 'boolean', 'search'] as const;
/**
 * text, integer; timestamp (`YYYY-MM-DD` = that day's start in Asia/Seoul, or ISO 8601 with offset); date (a
 * calendar day); enum (one of `values`); textArray (an array column: `any` = it holds the value); boolean
 * (`eq:true|false`); search (a virtual `q`: like over several columns at once).
 */
export type FieldType = (typeof FIELD_TYPES)[number];

/** The operators each field type takes. */
export const OPERATORS_BY_TYPE = {
  text: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'ins', 'nin', 'like', 'regex'],
  integer: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'nin', 'bt', 'between', 'gtelte', 'bte', 'or,gte', 'or,lte'],
  timestamp: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'bt', 'between', 'gtelte', 'bte', 'or,gte', 'or,lte'],
  date: ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'bt', 'between', 'gtelte', 'bte', 'or,gte', 'or,lte'],
  enum: ['eq', 'ne', 'in', 'nin'],
  textArray: ['any'],
  boolean: ['eq', 'ne'],
  search: ['like'],
} as const satisfies Record<FieldType, readonly FilterOperator[]>;

export interface ListFieldDefinition {
  type: FieldType;
  /** The allowed values of an enum field (or of a text array field's elements). */
  values?: readonly string[];
  sortable?: boolean;
  /** false: sorted by, never filtered on (e.g. a time shown in the list). */
  filterable?: boolean;
}

export type ListFields = Readonly<Record<string, ListFieldDefinition>>;

/** The fields of `Fields` that may be sorted by. */
type SortableOf<Fields extends ListFields> = {
  [Name in keyof Fields & string]: Fields[Name] extends { sortable: true } ? Name : never;
}[keyof Fields & string];

export interface ListDefinition<Fields extends ListFields = ListFields> {
  fields: Fields;
  /** Sorted by this, newest first, unless the query asks otherwise (the row id breaks ties); defineList checks it. */
  defaultSort: string;
}

/**
 * A list's fields, kept literal (names, types, values), with a default sort that is one of its sortable fields.
 * Free of side effects, so a bundle drops every list it does not read (the console reads them as types only).
 */
export const defineList = /*#__NO_SIDE_EFFECTS__*/ <const Fields extends ListFields>(list: {
  fields: Fields;
  defaultSort: SortableOf<Fields>;
}): ListDefinition<Fields> => list;

/** The field names of a list (`ListField<typeof ROBOT_LIST>`). */
export type ListField<List extends ListDefinition> = keyof List['fields'] & string;

/** The fields a filter may name (all but `filterable: false`). */
export type FilterField<List extends ListDefinition> = {
  [Name in ListField<List>]: List['fields'][Name] extends { filterable: false } ? never : Name;
}[ListField<List>];

/** The fields a sort may name. */
export type SortField<List extends ListDefinition> = SortableOf<List['fields']>;

/** The operators a field's type allows (`OperatorFor<typeof ROBOT_LIST, 'capacityState'>` is `'any'`). */
export type OperatorFor<
  List extends ListDefinition,
  Name extends ListField<List>,
> = (typeof OPERATORS_BY_TYPE)[List['fields'][Name]['type']][number];

/** An enum's (or a text array's) values as a union; `string` for a field without a fixed set. */
export type FieldValue<List extends ListDefinition, Name extends ListField<List>> = List['fields'][Name] extends {
  values: readonly (infer Value extends string)[];
}
  ? Value
  : string;
