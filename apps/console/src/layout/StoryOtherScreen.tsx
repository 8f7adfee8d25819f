import { EmptyState } from '@oa/ui/EmptyState';
import { useCurrentRoute } from './routeHandle';

/**
 * Stories only: a route whose screen the story did not bring (a menu link followed in a layout story) shows this
 * inside the real layout, with the real title, breadcrumb and guard. The app has a screen for every route.
 */
export function StoryOtherScreen() {
  const route = useCurrentRoute();
  return (
    <EmptyState
      title="다른 화면"
      description={`'${route?.title ?? '이 화면'}' 화면은 이 스토리에 들어 있지 않습니다. 메뉴와 권한은 실제와 같습니다.`}
    />
  );
}
