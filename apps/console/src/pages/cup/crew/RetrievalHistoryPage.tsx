/**
 * /cup/retrieval-history (회수 이력, SEOUL_CUP_COLLECT_VIEW): the return machines emptied by the crew and the cups
 * received at the washing site by hand, newest first: the machine and its district, how many cups, 자동/수동, who
 * and why; filters in the URL; EXCEL. 수동 입고 (manualReceiving) enters a receiving by hand.
 */
import { useListUrlState } from '../../../app/lists/useListUrlState';
import { useRetrievals } from '../shared/moneyData';
import { RETRIEVAL_COLUMNS, RETRIEVAL_EXCEL_COLUMNS } from './crewColumns';
import { CREW_DEFAULT_SORT } from './crewFilters';
import { CrewHistoryScreen } from './CrewHistoryScreen';

export function RetrievalHistoryPage() {
  const table = useListUrlState(CREW_DEFAULT_SORT);
  const list = useRetrievals(table.query);
  return (
    <CrewHistoryScreen
      kind="receiving"
      table={table}
      list={list}
      columns={RETRIEVAL_COLUMNS}
      excelColumns={RETRIEVAL_EXCEL_COLUMNS}
    />
  );
}

export { RetrievalHistoryPage as Component };
