/**
 * THE way a list screen builds its filters: a filter form named by its list's fields (the contract's `ROBOT_LIST`,
 * `USER_LIST`..., read as types only), each with the operator it writes: `eq` (a select, 전체 = none), `like` (a
 * text search), `any` (an array field holds the value), or `days` (whole Seoul days, `bte`). The form's values
 * become list filters on 검색 and are read back from the URL's filters, so a shared link or the back button shows
 * the same form. Pure, so it is unit-tested in Node; `useListFilters` is its hook.
 */
import type { ListFilter } from '@oa/api';
import type { FilterField, ListDefinition, OperatorFor } from '@oa/contract/listFields';
import { dayRangeFilter, dayRangeOf, NO_DAYS, type DayRange } from './listFilters';

/** What a form field writes: one of the field's own operators, or `days` for a time field. */
type FormOperator<List extends ListDefinition, Name extends FilterField<List>> =
  | Extract<OperatorFor<List, Name>, 'eq' | 'like' | 'any'>
  | (List['fields'][Name]['type'] extends 'timestamp' | 'date' ? 'days' : never);

/** A form field's operator, or the operator with what the field accepts from a URL and how it writes its text. */
type FormFieldSpec<Op> =
  | Op
  | {
      op: Op;
      /** The only values read back from a URL (an enum's); anything else shows as 전체. */
      accept?: readonly string[];
      /** Applied to the trimmed text before it is written (e.g. upper case for machine ids). */
      normalize?: (text: string) => string;
    };

/** Each form field by its list field's name, with the operator it writes (in the order filters go to the URL). */
export type FilterFormSpec<List extends ListDefinition> = {
  [Name in FilterField<List>]?: FormFieldSpec<FormOperator<List, Name>>;
};

type OperatorOf<Field> = Field extends { op: infer Op } ? Op : Field;

/** The form's values: a day range for `days`, text for the rest ('' = no filter). */
export type FilterValues<Spec> = { [Name in keyof Spec]: OperatorOf<Spec[Name]> extends 'days' ? DayRange : string };

export interface FilterForm<Values> {
  /** Every field empty (초기화). */
  empty: Values;
  /** The values as list filters: blank fields left out, text trimmed. */
  toFilters: (values: Values) => ListFilter[];
  /** The values a set of filters shows (anything the form does not write is ignored). */
  fromFilters: (filters: readonly ListFilter[]) => Values;
}

/**
 * A list's filter form: `listFilterForm<typeof ROBOT_LIST>()({ q: 'like', district: 'eq', capacityState: 'any' })`.
 * Curried so the list is named and the spec inferred; a field the list lacks, or an operator its type does not
 * take, is a type error.
 */
export function listFilterForm<List extends ListDefinition>() {
  return <const Spec extends FilterFormSpec<List>>(spec: Spec): FilterForm<FilterValues<Spec>> => {
    const fields = Object.entries(spec as Record<string, FormFieldSpec<string>>).map(([name, field]) =>
      typeof field === 'string' ? { name, op: field } : { name, ...field },
    );
    const build = (value: (field: (typeof fields)[number]) => string | DayRange) =>
      Object.fromEntries(fields.map((field) => [field.name, value(field)])) as FilterValues<Spec>;
    return {
      empty: build(({ op }) => (op === 'days' ? NO_DAYS : '')),
      toFilters: (values) =>
        fields.flatMap(({ name, op, normalize }): ListFilter[] => {
          const value = (values as Record<string, string | DayRange>)[name];
          if (op === 'days') return dayRangeFilter(name, value as DayRange);
          const text = (value as string).trim();
          if (text === '') return [];
          return [{ field: name, op: op as 'eq' | 'like' | 'any', value: normalize ? normalize(text) : text }];
        }),
      fromFilters: (filters) =>
        build(({ name, op, accept }) => {
          if (op === 'days') return dayRangeOf({ filters: [...filters] }, name);
          const filter = filters.find((candidate) => candidate.field === name && candidate.op === op);
          if (filter === undefined) return '';
          const text = Array.isArray(filter.value) ? filter.value.join(',') : String(filter.value);
          return accept === undefined || accept.includes(text) ? text : '';
        }),
    };
  };
}
