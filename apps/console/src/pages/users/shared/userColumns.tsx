/** Table columns of a console user shared by the user lists (전체 사용자, 관리자 사용자). */
import type { ConsoleUser } from '@oa/api';
import type { DataTableColumn } from '@oa/ui/DataTable';
import * as s from './users.css';

/** 연락처: the email over the (masked) phone, one cell, so a user list fits 1200 px. */
export const contactColumn: DataTableColumn<ConsoleUser> = {
  id: 'contact',
  header: '연락처',
  cell: (user) => (
    <span className={s.cellLines}>
      <span>{user.email ?? '-'}</span>
      <span className={s.cellSub}>{user.phone ?? '-'}</span>
    </span>
  ),
};
