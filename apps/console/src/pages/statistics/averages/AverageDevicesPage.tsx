/** /dashboard/average-usage-per-device (기기별 월평균 이용 추이): AverageScreen for devices. */
import { AverageScreen } from './AverageScreen';

export function AverageDevicesPage() {
  return <AverageScreen kind="devices" />;
}

export { AverageDevicesPage as Component };
