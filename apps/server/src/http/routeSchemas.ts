/**
 * The route schemas the areas share (validation and the OpenAPI document): the list query and answer, row ids,
 * and bodies checked by their handlers. The wire shapes themselves are @oa/contract's (schemas/*).
 */
import { Type, type TObject, type TProperties, type TSchema } from '@fastify/type-provider-typebox';
import type { ListDefinition, ListFieldDefinition } from '@oa/contract';
import { ErrorSchema } from '@oa/contract/schemas/common';

/** page/size/sort are strings here: the list engine checks them and answers in Korean; unknown names reach it too. */
export const ListQuerystring = Type.Object(
  {
    page: Type.Optional(Type.String({ description: '1부터 시작하는 페이지 (기본 1)', examples: ['1'] })),
    size: Type.Optional(Type.String({ description: '페이지 크기 1-100 (기본 10)', examples: ['10'] })),
    sort: Type.Optional(
      Type.String({ description: '정렬: 항목,ASC|DESC (기본 createdAt,DESC)', examples: ['createdAt,DESC'] }),
    ),
    filter: Type.Optional(
      Type.Array(Type.String(), {
        description: '조건 항목:연산자:값 (여러 개 가능)',
        examples: [['status:eq:ACTIVE']],
      }),
    ),
  },
  { additionalProperties: true },
);

/** A success answer: `{ _data: ... }` (spec §3). */
export const envelope = <T extends TSchema>(schema: T) => Type.Object({ _data: schema });

/** The error answers a route documents, each `{ error: { code, message, fields? } }`: `...errors(400, 404)`. */
export const errors = <const Statuses extends readonly number[]>(...statuses: Statuses) =>
  Object.fromEntries(statuses.map((status) => [status, ErrorSchema])) as Record<Statuses[number], typeof ErrorSchema>;

/**
 * A list route's schema: the list contract's query string, a page of `item`s, and a description naming the
 * contract list's filters and sorts (`doc.description` comes first, e.g. what `q` searches).
 */
export function listSchema<Item extends TSchema, Doc extends { tags: string[]; summary: string; description?: string }>(
  list: ListDefinition,
  item: Item,
  doc: Doc,
) {
  const names = (keep: (field: ListFieldDefinition) => boolean) =>
    Object.entries(list.fields)
      .filter(([, field]) => keep(field))
      .map(([name]) => name)
      .join(', ');
  const fields = `조건: ${names((field) => field.filterable !== false)}. 정렬: ${names((field) => field.sortable === true)} (기본 ${list.defaultSort} 최신순).`;
  return {
    ...doc,
    description: doc.description === undefined ? fields : `${doc.description} ${fields}`,
    querystring: ListQuerystring,
    response: { 200: listResponse(item) },
  };
}

export const listResponse = <T extends TSchema>(item: T) =>
  Type.Object({
    _data: Type.Object({
      items: Type.Array(item),
      page: Type.Integer(),
      size: Type.Integer(),
      total: Type.Integer(),
      /** A capped count (the biggest lists): at least `total` rows match. */
      totalCapped: Type.Optional(Type.Boolean()),
    }),
  });

/** `:id` of a row (a positive 32-bit integer). */
export const IdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

/**
 * The body of a route whose handler checks each field with its own Korean message: the contract schema's fields,
 * each of any type, so validation neither coerces a value nor answers a generic message; it only refuses a body
 * without a required field (`optional`: those the route lets a caller leave out).
 */
export function uncheckedBody<Properties extends TProperties>(
  schema: TObject<Properties>,
  optional: readonly (keyof Properties & string)[] = [],
) {
  const fields = Object.keys(schema.properties).map((name) => [
    name,
    optional.includes(name) ? Type.Optional(Type.Unknown()) : Type.Unknown(),
  ]);
  return Type.Object(Object.fromEntries(fields) as Record<string, TSchema>);
}

/**
 * An answer whose dates are still `Date`s: the route's response schema serializes them as ISO 8601 strings, so
 * the value is what the schema describes on the wire but not in TypeScript's view of it.
 */
export const serialized = (value: unknown): never => value as never;
