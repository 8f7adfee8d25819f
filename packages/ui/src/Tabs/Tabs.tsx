import * as RadixTabs from '@radix-ui/react-tabs';
import { clsx } from 'clsx';
import type { ReactNode } from 'react';
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
 * Tabs over panels of one page (Radix Tabs): Left/Right arrows move between tabs, Home/End jump, Tab moves
 * into the panel.
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
  return (
    <RadixTabs.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      activationMode={activationMode}
      className={clsx(s.root, className)}
    >
      <RadixTabs.List aria-label={label} className={s.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} disabled={item.disabled} className={s.trigger}>
            {item.label}
            {item.count !== undefined && <span className={s.count}>{formatNumber(item.count)}</span>}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={s.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
