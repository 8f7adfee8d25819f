/**
 * The EXCEL button of every list screen: all rows matching the filters on screen (useExcelExport, not only the
 * page), its progress on the button, and a Korean toast when it is done, cancelled or failed. Disabled while the
 * list has no rows.
 */
import { formatNumber } from '@oa/ui/format';
import { EXCEL_MESSAGES, ExcelExportError, useExcelExport, type UseExcelExportOptions } from '@oa/api';
import { ExcelButton } from '@oa/ui/ExcelButton';
import { notify } from '../shell/notify';

export interface ListExcelButtonProps<T> extends UseExcelExportOptions<T> {
  /** The list's total on screen; 0 disables the button. */
  total: number;
  /** The total is capped (the biggest lists): the file holds the rows up to the cap, and the toast says so. */
  capped?: boolean;
}

export function ListExcelButton<T>({ total, capped = false, ...options }: ListExcelButtonProps<T>) {
  const excel = useExcelExport(options);
  const run = async () => {
    try {
      const result = await excel.start();
      if (result === null) return;
      notify('success', `엑셀 파일을 내려받았습니다. (${capped ? '앞의 ' : ''}${formatNumber(result.rows)}건)`);
    } catch (error) {
      if (error instanceof ExcelExportError && error.code === 'CANCELED') notify('info', error.message);
      else notify('error', error instanceof ExcelExportError ? error.message : EXCEL_MESSAGES.failed);
    }
  };
  return (
    <ExcelButton
      busy={excel.busy}
      progress={excel.progress?.percent}
      disabled={total === 0 && !excel.busy}
      onClick={() => void run()}
    />
  );
}
