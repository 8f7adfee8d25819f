/** /cup/return-machine-manage/:machineId? (반납기 관리): register or edit a return machine (MachineManageScreen). */
import { MachineManageScreen } from './MachineManageScreen';

export function ReturnMachineManagePage() {
  return <MachineManageScreen kind="RETURN" />;
}

export { ReturnMachineManagePage as Component };
