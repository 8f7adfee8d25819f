import type { FieldBaseProps } from './Field';

/** The props a field component hands to Field as they are: its label, help, state and the control's id. */
export interface FieldOwnProps extends FieldBaseProps {
  id?: string;
}

/**
 * Splits a field component's props into Field's own and the rest, which go to the native or Radix control
 * (e.g. TextField: `const [field, inputProps] = splitFieldProps(props)`).
 */
export function splitFieldProps<P extends FieldOwnProps>(props: P): [FieldOwnProps, Omit<P, keyof FieldOwnProps>] {
  const { label, hint, error, required, disabled, hideLabel, className, id, ...rest } = props;
  return [{ label, hint, error, required, disabled, hideLabel, className, id }, rest];
}
