import type { ReactNode } from 'react';
import { useForm, type Control, type DefaultValues, type FieldValues } from 'react-hook-form';
import { Button } from '../Button';
import { vars } from '../theme/vars';

interface StoryFormProps<T extends FieldValues> {
  defaultValues: DefaultValues<T>;
  /** The submit button's text. */
  submitLabel: string;
  onSubmit: (values: T) => void;
  /** The form's fields, given the form's `control` (for a Controller). */
  children: (control: Control<T>) => ReactNode;
}

/**
 * Stories only (not exported): the react-hook-form demo frame that the Controller-based fields' stories share
 * (Checkbox, Switch, RadioSelector, the date pickers): useForm, a column with the fields and a submit button.
 */
export function StoryForm<T extends FieldValues>({
  defaultValues,
  submitLabel,
  onSubmit,
  children,
}: StoryFormProps<T>) {
  const { control, handleSubmit } = useForm<T>({ defaultValues });
  return (
    <form
      noValidate
      onSubmit={handleSubmit(onSubmit)}
      style={{ display: 'flex', flexDirection: 'column', gap: vars.space['16'], alignItems: 'flex-start' }}
    >
      {children(control)}
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
