/**
 * A list's filter form: the values being typed (applied on 검색), which follow the URL's filters whenever those
 * change (a search, 초기화, the back button). The form is not remounted, so focus stays on the button pressed.
 */
import { useState } from 'react';

function sameValues<T extends { [K in keyof T]: string }>(a: T, b: T): boolean {
  return (Object.keys({ ...a, ...b }) as (keyof T)[]).every((name) => a[name] === b[name]);
}

export function useFilterDraft<T extends { [K in keyof T]: string }>(initial: T) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState(initial);
  if (!sameValues(shown, initial)) {
    setShown(initial);
    setValues(initial);
  }
  /** A text field's or select's value and change handler. */
  const field = (name: keyof T & string) => ({
    name,
    value: values[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });
  return { values, setValues, field };
}
