import { useCallback, useState } from 'react';

/**
 * A value that the caller may control (`value` + `onChange`) or leave to the component (`defaultValue`).
 * Controlled when `value` is not undefined; the change callback fires in both cases.
 */
export function useControllableState<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const setValue = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, setValue];
}
