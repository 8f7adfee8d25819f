/** /cup/rental-machine (대여기 목록): the machine list of rental machines (MachineListScreen). */
import { MachineListScreen } from './MachineListScreen';

export function RentalMachineListPage() {
  return <MachineListScreen kind="RENTAL" />;
}

export { RentalMachineListPage as Component };
