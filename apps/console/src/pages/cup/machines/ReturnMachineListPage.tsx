/** /cup/return-machine (반납기 목록): the machine list of return machines (MachineListScreen). */
import { MachineListScreen } from './MachineListScreen';

export function ReturnMachineListPage() {
  return <MachineListScreen kind="RETURN" />;
}

export { ReturnMachineListPage as Component };
