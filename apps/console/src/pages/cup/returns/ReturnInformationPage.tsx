/**
 * /cup/return-machine-information-monitor (반납기 정보 모니터링, SEOUL_CUP_RETURN_DATA_VIEW): what return machines
 * see, in two tabs: 실시간 (each return as it happens) and 이력 (every return event, searchable). The tab is in the
 * URL (`?tab=history`), so a link opens the same tab; switching tabs drops the other tab's filters.
 */
import { Tabs } from '@oa/ui/Tabs';
import { useSearchParams } from 'react-router';
import { ReturnHistoryTab } from './ReturnHistoryTab';
import { ReturnLiveTab } from './ReturnLiveTab';

type Tab = 'live' | 'history';

export function ReturnInformationPage() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'history' ? 'history' : 'live';
  return (
    <Tabs
      label="반납기 정보 모니터링"
      value={tab}
      onValueChange={(next) => {
        setParams(next === 'history' ? { tab: 'history' } : {});
      }}
      items={[
        { value: 'live', label: '실시간', content: tab === 'live' && <ReturnLiveTab /> },
        { value: 'history', label: '이력', content: tab === 'history' && <ReturnHistoryTab /> },
      ]}
    />
  );
}

export { ReturnInformationPage as Component };
