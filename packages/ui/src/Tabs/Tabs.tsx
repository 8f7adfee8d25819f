import { clsx } from 'clsx';
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useControllableState } from '../Field/useControllableState';
import { formatNumber } from '../format';
import * as s from './Tabs.css';

/** One tab and its panel. */
export interface TabItem {
  /** Identifies the tab (e.g. kept in the URL by the console). */
  value: string;
  /** The tab's text. */
  label: ReactNode;
  /** What the tab shows when selected. */
  content: ReactNode;
  /** A count after the label, e.g. the number of rows behind the tab. */
  count?: number;
  /** Not selectable. */
  disabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: readonly TabItem[];
  /** The selected tab, when the console controls it (e.g. from the URL). */
  value?: string;
  /** The tab selected first when uncontrolled. Default: the first enabled tab. */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
  /** Names the tab list for screen readers, e.g. '기기 종류'. */
  label: string;
  /** 'automatic' selects a tab as arrow keys focus it; 'manual' waits for Enter or Space. Default 'automatic'. */
  activationMode?: 'automatic' | 'manual';
  className?: string;
}

/**
 * Tabs over panels of one page, as the WAI-ARIA tabs pattern has them: Left/Right arrows move between tabs
 * (round, past disabled ones), Home/End jump, Tab moves into the panel; automatic activation selects a tab as
 * it takes focus, manual waits for Enter or Space. Written here rather than with Radix Tabs: its roving focus and
 * collection cost a list screen about 8 kB brotli for these few lines (issue 31). Radix's data attributes
 * (`data-state`, `data-orientation`, `data-disabled`) stay, for the styles.
 */
export function Tabs({
  items,
  value,
  defaultValue = items.find((item) => !item.disabled)?.value,
  onValueChange,
  label,
  activationMode = 'automatic',
  className,
}: TabsProps) {
  const [selected, select] = useControllableState(value, defaultValue ?? '', onValueChange);
  // The tab that takes focus on Tab into the list: the selected one, or (manual) the one the arrows reached.
  const [focused, setFocused] = useState<string | undefined>(undefined);
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const baseId = useId();
  const tabId = (itemValue: string) => `${baseId}-tab-${itemValue}`;
  const panelId = (itemValue: string) => `${baseId}-panel-${itemValue}`;
  const enabled = items.filter((item) => !item.disabled);
  const tabStop = enabled.some((item) => item.value === focused) ? focused : selected;

  const choose = (itemValue: string) => {
    if (itemValue !== selected) select(itemValue);
  };
  const move = (event: KeyboardEvent<HTMLButtonElement>, from: string) => {
    const index = enabled.findIndex((item) => item.value === from);
    const targets: Partial<Record<string, TabItem>> = {
      ArrowRight: enabled[(index + 1) % enabled.length],
      ArrowLeft: enabled[(index - 1 + enabled.length) % enabled.length],
      Home: enabled[0],
      End: enabled.at(-1),
    };
    const next = targets[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocused(next.value);
    tabRefs.current.get(next.value)?.focus();
    if (activationMode === 'automatic') choose(next.value);
  };
  const active = items.find((item) => item.value === selected);

  return (
    <div className={clsx(s.root, className)} data-orientation="horizontal">
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className={s.list}
        data-orientation="horizontal"
      >
        {items.map((item) => {
          const isActive = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(node) => {
                if (node === null) tabRefs.current.delete(item.value);
                else tabRefs.current.set(item.value, node);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isActive}
              aria-controls={isActive ? panelId(item.value) : undefined}
              tabIndex={item.value === tabStop ? 0 : -1}
              disabled={item.disabled}
              data-state={isActive ? 'active' : 'inactive'}
              data-disabled={item.disabled ? '' : undefined}
              data-orientation="horizontal"
              className={s.trigger}
              onClick={() => {
                choose(item.value);
              }}
              onFocus={() => {
                setFocused(item.value);
              }}
              onKeyDown={(event) => {
                move(event, item.value);
              }}
            >
              {item.label}
              {item.count !== undefined && <span className={s.count}>{formatNumber(item.count)}</span>}
            </button>
          );
        })}
      </div>
      {active !== undefined && (
        <div
          role="tabpanel"
          id={panelId(active.value)}
          aria-labelledby={tabId(active.value)}
          // A panel takes focus as the tabs pattern has it, so Tab reaches a panel with no control inside.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          data-state="active"
          data-orientation="horizontal"
          className={s.panel}
        >
          {active.content}
        </div>
      )}
    </div>
  );
}
