/**
 * 배송 완료 (editBoxes) of one shipment, asked first: the box and where it arrived. A refusal (already
 * delivered, 409) stays in the dialog in the server's words. Its own module, loaded on demand.
 */
import { serverError, useApiMutation } from '@oa/api';
import { CUP_LIFE_PATHS, type Shipment } from '@oa/contract/cupLife';
import { ActionDialog } from '../../../app/forms/ActionDialog';
import { notify } from '../../../app/shell/notify';

const destination = (shipment: Shipment) =>
  shipment.machineId === null ? shipment.toLocation : `${shipment.machineName ?? ''} (${shipment.machineId})`.trim();

export function DeliverDialog({ shipment, onClose }: { shipment: Shipment; onClose: () => void }) {
  const deliver = useApiMutation<undefined, Shipment>(
    { method: 'POST', path: CUP_LIFE_PATHS.deliverShipment(shipment.id), client: 'SEOUL_CUP' },
    { revalidate: [CUP_LIFE_PATHS.shipments, CUP_LIFE_PATHS.boxes] },
  ).trigger as (body: undefined) => Promise<Shipment>;
  return (
    <ActionDialog
      title="배송 완료"
      confirmLabel="배송 완료"
      question={`박스 ${shipment.boxNumber}이(가) ${destination(shipment)}에 도착했나요? 배송 완료로 기록합니다.`}
      run={() => deliver(undefined)}
      onDone={(done) => {
        notify('success', `박스 ${done.boxNumber}의 배송을 완료했습니다.`);
        onClose();
      }}
      failed={(error) => serverError(error)?.message ?? '배송 완료를 기록하지 못했습니다. 잠시 후 다시 시도해 주세요.'}
      onClose={onClose}
    />
  );
}

export default DeliverDialog;
