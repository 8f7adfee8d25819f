/** /cup/rental-machine-monitor (대여기 모니터링): every rental machine's stock, live (MachineMonitorScreen). */
import { MachineMonitorScreen } from './MachineMonitorScreen';

export function RentalMachineMonitorPage() {
  return <MachineMonitorScreen kind="RENTAL" />;
}

export { RentalMachineMonitorPage as Component };
