/** /cup/return-machine-monitor (반납기 모니터링): every return machine's fill, live (MachineMonitorScreen). */
import { MachineMonitorScreen } from './MachineMonitorScreen';

export function ReturnMachineMonitorPage() {
  return <MachineMonitorScreen kind="RETURN" />;
}

export { ReturnMachineMonitorPage as Component };
