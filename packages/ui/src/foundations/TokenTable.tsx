import type { ReactNode } from 'react';
import * as s from './foundations.css';

/** The table every foundation page uses to list tokens: a header row of column names, then rows. */
export function TokenTable({ columns, children }: { columns: string[]; children: ReactNode }) {
  return (
    <table className={s.table}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} className={s.th} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
