/** /dashboard/average-emissions-per-user (사용자별 평균 배출량): AverageScreen for emissionsPerUser. */
import { AverageScreen } from './AverageScreen';

export function AverageEmissionsPerUserPage() {
  return <AverageScreen kind="emissionsPerUser" />;
}

export { AverageEmissionsPerUserPage as Component };
