/**
 * The row-select column's cells: the header's box for the whole page and each row's box. Native checkboxes
 * in the accent colour, not the ui Checkbox, which draws its own box and mark inside a Field (another look).
 */
import { clsx } from 'clsx';
import { visuallyHidden } from '../internal/a11y.css';
import * as s from './DataTable.css';

interface SelectBoxProps {
  /** The box's accessible name, e.g. 'RB-0001 선택'. */
  label: string;
  checked: boolean;
  /** The new state, and whether Shift was held (a range of rows). */
  onChange: (checked: boolean, shiftKey: boolean) => void;
}

/** The native checkbox (indeterminate is a DOM property, set through the ref). */
function SelectBox({
  label,
  checked,
  indeterminate = false,
  disabled,
  onChange,
}: SelectBoxProps & { indeterminate?: boolean; disabled?: boolean }) {
  return (
    // The label fills the cell, so the whole cell is the click target.
    <label className={s.checkboxLabel}>
      <input
        type="checkbox"
        className={s.checkbox}
        checked={checked}
        disabled={disabled}
        ref={(el) => {
          if (el) el.indeterminate = indeterminate;
        }}
        onChange={(event) => {
          const native = event.nativeEvent;
          onChange(event.target.checked, 'shiftKey' in native && native.shiftKey === true);
        }}
      />
      <span className={visuallyHidden}>{label}</span>
    </label>
  );
}

const cellClass = clsx(s.align.center, s.selectCell);

/** The header's box: checked when every row of the page is, a dash (indeterminate) when only some are. */
export function SelectAllHeaderCell(props: SelectBoxProps & { indeterminate: boolean; disabled: boolean }) {
  return (
    <th scope="col" className={clsx(s.th, cellClass)}>
      <SelectBox {...props} />
    </th>
  );
}

/** A row's box. */
export function RowSelectCell(props: SelectBoxProps) {
  return (
    <td className={clsx(s.td, cellClass)}>
      <SelectBox {...props} />
    </td>
  );
}
