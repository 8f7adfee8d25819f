/** /cup/rental-machine-manage/:machineId? (대여기 관리): register or edit a rental machine (MachineManageScreen). */
import { MachineManageScreen } from './MachineManageScreen';

export function RentalMachineManagePage() {
  return <MachineManageScreen kind="RENTAL" />;
}

export { RentalMachineManagePage as Component };
