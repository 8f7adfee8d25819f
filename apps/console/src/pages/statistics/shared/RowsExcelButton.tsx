/**
 * A statistics table's EXCEL: the rows the page already holds (every bucket of the period, not only the table's
 * page), written by the export worker, with a Korean toast when the file is saved or could not be made. The export's
 * code loads with the first press, as the lists' does.
 */
import type { ExcelColumn } from '@oa/api';
import { ExcelButton } from '@oa/ui/ExcelButton';
import { formatNumber } from '@oa/ui/format';
import { useState } from 'react';
import { notify } from '../../../app/shell/notify';

export interface RowsExcelButtonProps<Row> {
  rows: readonly Row[];
  columns: readonly ExcelColumn<Row>[];
  /** '이용 통계' -> '이용 통계_20261126.xlsx'. */
  fileName: string;
}

export function RowsExcelButton<Row>({ rows, columns, fileName }: RowsExcelButtonProps<Row>) {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    const { exportExcel, EXCEL_MESSAGES } = await import('@oa/api/excel');
    try {
      const all = [...rows];
      const result = await exportExcel({
        fileName,
        columns,
        pageSize: Math.max(1, all.length),
        fetchPage: () => Promise.resolve({ items: all, page: 1, size: all.length, total: all.length }),
      });
      notify('success', `엑셀 파일을 내려받았습니다. (${formatNumber(result.rows)}건)`);
    } catch {
      notify('error', EXCEL_MESSAGES.failed);
    } finally {
      setBusy(false);
    }
  };
  return <ExcelButton busy={busy} disabled={rows.length === 0} onClick={() => void run()} />;
}
