/**
 * A list screen's filter form as a hook: the values being typed (applied on 검색), which follow the URL's filters
 * whenever those change (a search, 초기화, the back button, a shared link). The form is not remounted, so focus
 * stays on the button pressed. Spread `bar` on ui's SearchFilterBar, `field(name)` on a TextField or Select, and
 * `days(name)` on the PeriodPicker.
 */
import { useState } from 'react';
import type { DayRange } from './listFilters';
import type { FilterForm } from './listFilterForm';
import type { ListUrlState } from './useListUrlState';

const same = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b);

type Value = string | DayRange;

export function useListFilters<Values extends Record<string, Value>>(table: ListUrlState, form: FilterForm<Values>) {
  const initial = form.fromFilters(table.query.filters);
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState(initial);
  if (!same(shown, initial)) {
    setShown(initial);
    setValues(initial);
  }
  const set = (name: keyof Values, value: Value) => {
    setValues((current) => ({ ...current, [name]: value }));
  };
  return {
    values,
    /** 검색 writes the values to the URL; 초기화 empties the form and the URL's filters. */
    bar: {
      onSearch: () => {
        table.setFilters(form.toFilters(values));
      },
      onReset: () => {
        setValues(form.empty);
        table.setFilters([]);
      },
    },
    /** A text field's or select's value and change handler. */
    field: (name: keyof Values & string) => ({
      name,
      value: values[name] as string,
      onChange: (event: { target: { value: string } }) => {
        set(name, event.target.value);
      },
    }),
    /** The period picker's value and change handler. */
    days: (name: keyof Values & string) => ({
      value: values[name] as DayRange,
      onChange: (range: DayRange) => {
        set(name, range);
      },
    }),
  };
}
