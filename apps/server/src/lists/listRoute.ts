/** Schemas shared by every list endpoint (for validation of shape and for the OpenAPI document). */
import { Type, type TSchema } from '@fastify/type-provider-typebox';

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

export const listResponse = <T extends TSchema>(item: T) =>
  Type.Object({
    _data: Type.Object({ items: Type.Array(item), page: Type.Integer(), size: Type.Integer(), total: Type.Integer() }),
  });

const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
export const NullableString = Nullable(Type.String());
export const NullableInteger = Nullable(Type.Integer());
export const Timestamp = Type.String({ format: 'date-time' });
export const NullableTimestamp = Nullable(Timestamp);

/**
 * An answer whose dates are still `Date`s: the route's response schema serializes them as ISO 8601 strings, so
 * the value is what the schema describes on the wire but not in TypeScript's view of it.
 */
export const serialized = (value: unknown): never => value as never;

/** A string schema limited to `values` (documented as an enum). */
export const StringEnum = (values: readonly string[]) => Type.String({ enum: [...values] });
