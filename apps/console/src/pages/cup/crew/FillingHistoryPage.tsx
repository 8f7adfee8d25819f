/**
 * /cup/filling-history (충전 이력, SEOUL_CUP_REFILL_VIEW): the rental machines' refills, newest first: the machine
 * and its district, the box, how many cups, the stock before and after, 자동/수동, who and why; filters in the URL;
 * EXCEL. A row opens its cups; 수동 충전 (manualRefill) enters one by hand.
 */
import type { Refill } from '@oa/contract/cupMoney';
import { lazy, Suspense, useState } from 'react';
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { useRefills } from '../shared/moneyData';
import { REFILL_COLUMNS, REFILL_EXCEL_COLUMNS } from './crewColumns';
import { CREW_DEFAULT_SORT } from './crewFilters';
import { CrewHistoryScreen } from './CrewHistoryScreen';

const RefillCupsDialog = lazy(() => import('./RefillCupsDialog'));

export function FillingHistoryPage() {
  const table = useListUrlState(CREW_DEFAULT_SORT);
  const list = useRefills(table.query);
  const [opened, setOpened] = useState<Refill | null>(null);
  return (
    <>
      <CrewHistoryScreen
        kind="refill"
        table={table}
        list={list}
        columns={REFILL_COLUMNS}
        excelColumns={REFILL_EXCEL_COLUMNS}
        onRowClick={setOpened}
      />
      <Suspense fallback={null}>
        {opened === null ? null : (
          <RefillCupsDialog
            refill={opened}
            onClose={() => {
              setOpened(null);
            }}
          />
        )}
      </Suspense>
    </>
  );
}

export { FillingHistoryPage as Component };
