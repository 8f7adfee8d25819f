/**
 * A machine's 기기 ID (a robot's, a rental or return machine's): typed in capitals when registering, read-only once
 * the machine exists (the id is its address and never changes).
 */
import { TextField } from '@oa/ui/TextField';
import type { Form } from './useForm';

export const MACHINE_ID_LABEL = '기기 ID';

interface MachineIdFieldProps<Values extends { machineId: string }> {
  form: Form<Values>;
  creating: boolean;
  /** An id of the kind, for the placeholder ('WB-GN-0001'). */
  example: string;
}

export function MachineIdField<Values extends { machineId: string }>({
  form,
  creating,
  example,
}: MachineIdFieldProps<Values>) {
  // Every Values here has a text `machineId` (TypeScript cannot see that through the generic).
  const field = form.field as (name: 'machineId') => ReturnType<Form<Values>['field']>;
  const set = form.set as (name: 'machineId', value: string) => void;
  if (!creating)
    return <TextField label={MACHINE_ID_LABEL} readOnly hint="기기 ID는 바꿀 수 없습니다." {...field('machineId')} />;
  return (
    <TextField
      label={MACHINE_ID_LABEL}
      required
      autoComplete="off"
      placeholder={`예: ${example}`}
      hint="영문 대문자, 숫자, 하이픈(-) 3~30자. 등록 후에는 바꿀 수 없습니다."
      {...field('machineId')}
      onChange={(event) => {
        set('machineId', event.target.value.toUpperCase());
      }}
    />
  );
}
