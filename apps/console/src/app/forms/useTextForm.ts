import { useState } from 'react';

/**
 * The state of a small text form (sign-up, change password): values, per-field Korean errors, and the props a
 * ui text field needs for one of them. Failed submissions keep every value (nothing typed is lost).
 */
export function useTextForm<Name extends string>(empty: Record<Name, string>) {
  const [values, setValues] = useState<Record<Name, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const field = (name: Name) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [name]: event.target.value }));
    },
  });
  return { values, setValues, errors, setErrors, field };
}
