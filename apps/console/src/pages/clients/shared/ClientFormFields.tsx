/**
 * The client form's fields, shared by 고객사 등록 (a dialog on the list) and 기본 정보 (the edit page): each with
 * its Korean label, hint and error. The parent picker lists the clients the user may see (GET /v1/client-options),
 * without the client itself.
 */
import { Select } from '@oa/ui/Select';
import { districtOptions } from '../../../app/lists/districtOptions';
import { TextField } from '@oa/ui/TextField';
import { useClientOptions } from '../../../app/shell/useClientOptions';
import type { Form } from '../../../app/forms/useForm';
import type { ClientFormValues } from './clientForm';
import { CLIENT_FIELD_LABELS as L, clientTypeOptions } from './clientLabels';
import * as s from './clients.css';

export interface ClientFormFieldsProps {
  form: Pick<Form<ClientFormValues>, 'values' | 'field'>;
  /** The client being edited (left out of the parent picker); null when registering. */
  selfId: number | null;
  /** The masked phone an edit started with (its hint says how to keep it). */
  storedPhone: string | null;
}

export function ClientFormFields({ form: { values, field }, selfId, storedPhone }: ClientFormFieldsProps) {
  const clients = useClientOptions();
  const parents = clients.options.filter((option) => option.value !== String(selfId));
  return (
    <div className={s.formGrid}>
      <TextField label={L.name} required autoComplete="off" maxLength={60} className={s.wide} {...field('name')} />
      <Select label={L.type} required options={clientTypeOptions} {...field('type')} />
      <TextField
        label={L.businessNumber}
        inputMode="numeric"
        autoComplete="off"
        placeholder="000-00-00000"
        maxLength={12}
        {...field('businessNumber')}
      />
      <TextField label={L.contactName} autoComplete="off" {...field('contactName')} />
      <TextField
        label={L.contactPhone}
        type="tel"
        autoComplete="off"
        placeholder="010-0000-0000"
        hint={
          storedPhone !== null && storedPhone !== '' && values.contactPhone === storedPhone
            ? '가려진 번호는 그대로 두면 유지됩니다.'
            : undefined
        }
        {...field('contactPhone')}
      />
      <Select label={L.district} placeholder="선택 안 함" options={districtOptions} {...field('district')} />
      <Select
        label={L.parentId}
        placeholder="없음 (최상위)"
        options={parents}
        hint={clients.loadError ?? '하위 고객사는 최상위 고객사 아래에만 둘 수 있습니다.'}
        {...field('parentId')}
      />
    </div>
  );
}
