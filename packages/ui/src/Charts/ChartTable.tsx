/** The table alternative of a chart: its numbers as a table (screen readers always have it). */
import { visuallyHidden } from '../internal/a11y.css';
import * as s from './Chart.css';

interface TableColumn {
  key: string;
  header: string;
  numeric?: boolean;
}

export interface ChartTableProps {
  caption: string;
  /** The first column heads the rows. */
  columns: TableColumn[];
  rows: { key: string; cells: string[] }[];
  footer?: string[];
  visible: boolean;
  id?: string;
}

/** The table alternative: the chart's numbers as a table, visually hidden until toggled. */
export function ChartTable({ caption, columns, rows, footer, visible, id }: ChartTableProps) {
  return (
    <table id={id} className={visible ? s.table : visuallyHidden}>
      <caption className={s.tableCaption}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={cellClass(column)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <ChartTableRow key={row.key} columns={columns} cells={row.cells} />
        ))}
      </tbody>
      {footer && (
        <tfoot>
          <ChartTableRow columns={columns} cells={footer} />
        </tfoot>
      )}
    </table>
  );
}

const cellClass = (column: TableColumn | undefined) => s.tableCell[column?.numeric ? 'number' : 'text'];

/** A body or footer row: its first cell heads the row. */
function ChartTableRow({ columns, cells }: { columns: TableColumn[]; cells: string[] }) {
  return (
    <tr>
      {cells.map((cell, i) =>
        i === 0 ? (
          <th key={columns[i]?.key ?? i} scope="row" className={cellClass(columns[i])}>
            {cell}
          </th>
        ) : (
          <td key={columns[i]?.key ?? i} className={cellClass(columns[i])}>
            {cell}
          </td>
        ),
      )}
    </tr>
  );
}
