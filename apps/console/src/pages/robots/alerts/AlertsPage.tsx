/**
 * /dashboard/webin-alaram (알림 운영 관리): two tabs, 수신자 (who is alerted, when) and 알림 이력 (what was sent).
 * The tab is in the URL (`?tab=history`), so a link opens the same tab; switching tabs drops the other tab's
 * table state.
 */
import { Tabs } from '@oa/ui/Tabs';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PartLoading } from '../../../app/shell/PartLoading';
import { AlertRecipientsTab } from './AlertRecipientsTab';

/** The history tab (its filters, period and table) loads when it is opened: the page opens on 수신자 (issue 31). */
const AlertHistoryTab = lazy(() => import('./AlertHistoryTab').then((module) => ({ default: module.AlertHistoryTab })));
const TAB_HEIGHT = 560;

type Tab = 'recipients' | 'history';

export function AlertsPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'history' ? 'history' : 'recipients';
  return (
    <Tabs
      label="알림 운영 관리"
      value={tab}
      onValueChange={(next) => {
        setParams(next === 'history' ? { tab: 'history' } : {});
      }}
      items={[
        { value: 'recipients', label: '수신자', content: tab === 'recipients' && <AlertRecipientsTab /> },
        {
          value: 'history',
          label: '알림 이력',
          content: tab === 'history' && (
            <Suspense fallback={<PartLoading height={TAB_HEIGHT} />}>
              <AlertHistoryTab />
            </Suspense>
          ),
        },
      ]}
    />
  );
}

export { AlertsPage as Component };
