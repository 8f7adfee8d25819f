/**
 * A live board's header: its client-side filters (selects whose values live in the URL, so a link opens the same
 * view) and the connection's state. Every live board's (the RC 4.0 board, the cup monitors, the live return feed).
 */
import { Select, type SelectOption } from '@oa/ui/Select';
import { useSearchParams } from 'react-router';
import { ConnectionIndicator, type LiveConnectionStatus } from './ConnectionIndicator';
import { boardDistricts } from './liveBoard';
import * as s from './liveBoard.css';

/** The board's filters in the URL: a value (one of `allowed`, else none) and a setter per name. */
export function useBoardFilters() {
  const [params, setParams] = useSearchParams();
  return {
    /** The URL's value of `name` ('' when absent, or not one of `allowed`). */
    value: (name: string, allowed?: readonly string[]) => {
      const raw = params.get(name) ?? '';
      return allowed === undefined || allowed.includes(raw) ? raw : '';
    },
    set: (name: string, value: string) => {
      const next = new URLSearchParams(params);
      if (value === '') next.delete(name);
      else next.set(name, value);
      setParams(next, { replace: true });
    },
  };
}

export interface BoardFilter {
  /** Its URL parameter. */
  name: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
}

/** The 자치구 filter over the districts the board's items are in (`district` in the URL). */
export const districtFilter = (value: string, items: readonly { district: string }[]): BoardFilter => ({
  name: 'district',
  label: '자치구',
  value,
  options: boardDistricts(items).map((name) => ({ value: name, label: name })),
});

export interface BoardHeaderProps {
  filters: readonly BoardFilter[];
  onChange: (name: string, value: string) => void;
  /** The stream's state, and its 다시 연결 once it ended for good. */
  status: LiveConnectionStatus;
  onRetry?: () => void;
}

export function BoardHeader({ filters, onChange, status, onRetry }: BoardHeaderProps) {
  return (
    <div className={s.header}>
      <div className={s.filters}>
        {filters.map((filter) => (
          <Select
            key={filter.name}
            className={s.filter}
            label={filter.label}
            placeholder="전체"
            value={filter.value}
            options={filter.options}
            onChange={(event) => {
              onChange(filter.name, event.target.value);
            }}
          />
        ))}
      </div>
      <ConnectionIndicator status={status} {...(onRetry === undefined ? {} : { onRetry })} />
    </div>
  );
}
