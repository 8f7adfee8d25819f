import { EmptyState } from '@oa/ui/EmptyState';
import { useCurrentRoute } from '../layout/routeHandle';

/**
 * A screen a later issue builds: shown inside the real layout, with the real title, breadcrumb and guard, and
 * clearly marked 준비 중, so navigation and permissions are complete now.
 */
export function PreparingPage() {
  const route = useCurrentRoute();
  return (
    <EmptyState
      title="준비 중입니다"
      description={`'${route?.title ?? '이 화면'}' 화면은 준비 중입니다. 메뉴와 권한은 이미 적용되어 있습니다.`}
    />
  );
}

export { PreparingPage as Component };
