/**
 * The schema pieces every area's shapes are built of (TypeBox, JSON Schema): the server validates and serializes
 * with them and documents them at /docs; the contract's types are derived from them. Only the server imports the
 * schema modules at run time; the console imports the types (`import type`), which cost it nothing.
 */
import { Type, type TSchema, type TSchemaOptions } from 'typebox';

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
/** For request bodies: null first, or Ajv's type coercion would turn null into 0 trying the integer first. */
export const NullOr = <T extends TSchema>(schema: T) => Type.Union([Type.Null(), schema]);

export const NullableString = Nullable(Type.String());
export const NullableInteger = Nullable(Type.Integer());
/** ISO 8601 in UTC on the wire; the console shows it in Asia/Seoul. */
export const Timestamp = Type.String({ format: 'date-time' });
export const NullableTimestamp = Nullable(Timestamp);

/** A string limited to `values`, typed as their union (documented as an enum). */
export const StringEnum = <const Values extends readonly string[]>(values: Values, options: TSchemaOptions = {}) =>
  Type.Unsafe<Values[number]>({ ...options, type: 'string', enum: [...values] });

/** Every error answer: a code for programs, a Korean message for people, and per-field messages for forms. */
export const ErrorSchema = Type.Object({
  error: Type.Object({
    code: Type.String(),
    message: Type.String(),
    fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  }),
});

/** `{ id, name }`: a client or a group to choose in a filter or a form. */
export const OptionSchema = Type.Object({ id: Type.Integer(), name: Type.String() });
