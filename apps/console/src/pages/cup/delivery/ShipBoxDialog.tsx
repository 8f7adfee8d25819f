/**
 * 출고 (editBoxes): a packed box leaves the washing site for a rental machine. The server's refusal (the box is not
 * packed, an unknown box or machine: 409, 404) stays in the dialog in its words, on the field it names, with what
 * was typed. One request id per dialog: pressing 출고 twice ships once. Its own module, loaded on demand.
 */
import { CUP_LIFE_PATHS, type Shipment, type ShipInput } from '@oa/contract/cupLife';
import { formatNumber } from '@oa/ui/format';
import { TextField } from '@oa/ui/TextField';
import { FormDialog } from '../../../app/forms/FormDialog';
import { useRequestForm } from '../../../app/forms/useRequestForm';
import { notify } from '../../../app/shell/notify';
import { EMPTY_SHIP, shipInput, validateShip, type ShipValues } from './shipForm';

export function ShipBoxDialog({ onClose }: { onClose: () => void }) {
  const form = useRequestForm<ShipValues, ShipInput, Shipment>({
    request: { method: 'POST', path: CUP_LIFE_PATHS.shipments, client: 'SEOUL_CUP' },
    revalidate: [CUP_LIFE_PATHS.shipments, CUP_LIFE_PATHS.boxes],
    input: shipInput,
    initial: EMPTY_SHIP,
    validate: validateShip,
    onSaved: (shipment) => {
      notify(
        'success',
        `박스 ${shipment.boxNumber}(컵 ${formatNumber(shipment.cupCount)}개)를 ${shipment.machineId ?? shipment.toLocation}(으)로 출고했습니다.`,
      );
      onClose();
    },
  });
  const { field } = form;
  return (
    <FormDialog
      form={form}
      title="박스 출고"
      description="포장 완료된 박스를 세척장에서 대여기로 보냅니다. 박스와 컵이 배송 중이 됩니다."
      confirmLabel="출고"
      label="박스 출고"
      onClose={onClose}
    >
      <TextField label="박스 번호" required autoComplete="off" placeholder="예: BX000123" {...field('boxNumber')} />
      <TextField
        label="도착 대여기 ID"
        required
        autoComplete="off"
        placeholder="예: RENT-GN-001"
        {...field('machineId')}
      />
    </FormDialog>
  );
}

export default ShipBoxDialog;
