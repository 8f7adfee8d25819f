import { clsx } from 'clsx';
import { RotateCcw, Search } from 'lucide-react';
import type { SubmitEvent, ReactNode, Ref } from 'react';
import { Button } from '../Button';
import { inlineVars } from '../internal/inlineVars';
import * as s from './SearchFilterBar.css';

export interface SearchFilterBarProps {
  /**
   * The filter fields (TextField, Select, DateRangePicker...), laid out in equal columns that wrap. A field
   * may span more columns with its `className` (grid-column).
   */
  children: ReactNode;
  /**
   * Called on 검색 or Enter in a field, with the submit event (already default-prevented). Works with
   * react-hook-form: `onSearch={handleSubmit(apply)}`.
   */
  onSearch: (event: SubmitEvent<HTMLFormElement>) => void;
  /** Called on 초기화: put the filters back to their defaults (e.g. react-hook-form's `reset()`). */
  onReset: () => void;
  /** Name of the search region. Default '검색 조건'. */
  label?: string;
  /** Text of the submit button. Default '검색'. */
  searchLabel?: string;
  /** Text of the reset button. Default '초기화'. */
  resetLabel?: string;
  /** Busy: the search button shows its loading state while results load. */
  searching?: boolean;
  /** Narrowest width of one filter column in px before the row wraps. Default 250 (the two buttons). */
  minFieldWidth?: number;
  className?: string;
  /** The form element. */
  ref?: Ref<HTMLFormElement>;
}

/**
 * The filter bar above a list: a search landmark (a form with role "search") holding filter fields in a
 * wrapping row, with 검색 (submit; Enter in a text field submits too) and 초기화. Presentational: the page
 * keeps the filter values (in the URL) and decides what searching and resetting do.
 */
export function SearchFilterBar({
  children,
  onSearch,
  onReset,
  label = '검색 조건',
  searchLabel = '검색',
  resetLabel = '초기화',
  searching = false,
  minFieldWidth,
  className,
  ref,
}: SearchFilterBarProps) {
  const handleSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(event);
  };
  return (
    <form
      ref={ref}
      role="search"
      aria-label={label}
      // Validation messages come from the page (Korean, next to each field), not from the browser.
      noValidate
      className={clsx(s.bar, className)}
      style={
        minFieldWidth === undefined ? undefined : inlineVars({ [s.minFieldWidthVar]: `${String(minFieldWidth)}px` })
      }
      onSubmit={handleSubmit}
    >
      {children}
      <div className={s.actions}>
        <Button type="submit" variant="dark" icon={<Search size={16} />} loading={searching}>
          {searchLabel}
        </Button>
        <Button type="button" variant="secondary" icon={<RotateCcw size={16} />} onClick={onReset}>
          {resetLabel}
        </Button>
      </div>
    </form>
  );
}
