import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { inlineVars } from '../internal/inlineVars';
import * as s from './DescriptionList.css';

/** One label and its value. */
export interface DescriptionItem {
  /** The field's name, e.g. '기기 ID'. */
  label: ReactNode;
  /** The value; null, undefined, '' or false show the empty mark. */
  value: ReactNode;
  /** Columns the pair spans (e.g. an address across the whole row). Capped at `columns`. Default 1. */
  span?: number;
  /** React key when labels are not unique strings. */
  key?: string;
}

export interface DescriptionListProps {
  /** The pairs, in reading order (left to right, then down). */
  items: readonly DescriptionItem[];
  /** Pairs per row. Default 2. */
  columns?: 1 | 2 | 3 | 4;
  /** Shown for an empty value. Default '-'. */
  emptyValue?: string;
  className?: string;
}

const isEmpty = (value: ReactNode) => value === null || value === undefined || value === '' || value === false;

/** The label/value grid of a detail page (a robot, a refund, a cup), as a `<dl>`. */
export function DescriptionList({ items, columns = 2, emptyValue = '-', className }: DescriptionListProps) {
  return (
    <dl className={clsx(s.list, className)} style={inlineVars({ [s.columnsVar]: String(columns) })}>
      {items.map((item, index) => (
        <div
          key={item.key ?? (typeof item.label === 'string' ? item.label : String(index))}
          className={s.item}
          style={
            item.span !== undefined && item.span > 1
              ? inlineVars({ [s.spanVar]: String(2 * Math.min(item.span, columns)) })
              : undefined
          }
        >
          <dt className={s.term}>{item.label}</dt>
          <dd className={s.details}>
            {isEmpty(item.value) ? <span className={s.empty}>{emptyValue}</span> : item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
