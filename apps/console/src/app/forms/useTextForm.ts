import { useState, type Dispatch, type SetStateAction } from 'react';

/** A Korean message per field path ('name', 'schedule.openTime', 'bins.0.material'). */
export type FieldErrors = Partial<Record<string, string>>;

/** The names of the values a text field holds (a select's too). */
export type TextName<Values> = Extract<
  { [Name in keyof Values]: Values[Name] extends string ? Name : never }[keyof Values],
  string
>;

/**
 * The core of every console form: values kept in a React state, per-field Korean errors, and the props a ui text
 * field needs for one value. `useForm` builds the console's forms on it; the signed-out pages (login, sign-up) use it
 * alone: useForm reads the server's answers with the data layer, which /login does not load (measured: +19.8 kB).
 * Errors never touch the values (nothing typed is lost).
 */
export function useTextForm<Values>([values, setValues]: readonly [Values, Dispatch<SetStateAction<Values>>]) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const field = (name: TextName<Values>) => ({
    name,
    value: values[name] as string,
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });
  return { values, errors, setErrors, field };
}
