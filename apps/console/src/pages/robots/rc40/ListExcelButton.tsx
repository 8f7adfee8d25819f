/**
 * The EXCEL button of a list screen: every row matching the filters on screen (useExcelExport), its progress on
 * the button, and a Korean toast when the export fails or is cancelled.
 */
import { EXCEL_MESSAGES, ExcelExportError, useExcelExport, type UseExcelExportOptions } from '@oa/api';
import { ExcelButton } from '@oa/ui/ExcelButton';
import { toast } from '@oa/ui/Toast';

export function ListExcelButton<T>(props: UseExcelExportOptions<T>) {
  const excel = useExcelExport(props);
  const run = async () => {
    try {
      await excel.start();
    } catch (error) {
      if (error instanceof ExcelExportError && error.code === 'CANCELED') toast.info(error.message);
      else toast.error(error instanceof ExcelExportError ? error.message : EXCEL_MESSAGES.failed);
    }
  };
  return <ExcelButton progress={excel.progress?.percent} onClick={() => void run()} />;
}
