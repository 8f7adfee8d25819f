/** /dashboard/average-point-usage-per-user (사용자별 평균 포인트 사용): AverageScreen for pointsPerUser. */
import { AverageScreen } from './AverageScreen';

export function AveragePointsPerUserPage() {
  return <AverageScreen kind="pointsPerUser" />;
}

export { AveragePointsPerUserPage as Component };
