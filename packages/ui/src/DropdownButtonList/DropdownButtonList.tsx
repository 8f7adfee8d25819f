import * as Popover from '@radix-ui/react-popover';
import { clsx } from 'clsx';
import { ChevronDown, ChevronUp } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { checkDropdownItems, nextItemIndex } from './items';
import * as s from './DropdownButtonList.css';

export interface DropdownButtonItem {
  /** The button's text, unique within the list. */
  label: string;
  /** Called when the button is chosen; the list closes first. */
  onClick: () => void;
  /** Shown but not choosable (skipped by the arrow keys). */
  disabled?: boolean;
}

export interface DropdownButtonListProps {
  /** Up to four buttons (spec §2). More is an error in development; production keeps the first four. */
  items: readonly DropdownButtonItem[];
  /** Toggle text while closed. Default '버튼 목록 보기'. */
  openLabel?: string;
  /** Toggle text while open. Default '버튼 목록 닫기'. */
  closeLabel?: string;
  /** The list's accessible name. Default '버튼 목록'. */
  menuLabel?: string;
  /** Controlled open state. */
  open?: boolean;
  /** Open state of the first render when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the list opens or closes. */
  onOpenChange?: (open: boolean) => void;
  /** Disables the toggle. */
  disabled?: boolean;
  className?: string;
}

/**
 * A toggle that opens a short list of buttons (spec §2: 155px wide, up to four buttons), for secondary
 * actions that do not fit a toolbar. Keyboard as a menu button: Enter or Space opens and focuses the first
 * button, the arrows (and Home/End) move, Enter chooses and closes, Escape closes and returns focus to the
 * toggle; a click outside closes.
 */
export function DropdownButtonList({
  items,
  openLabel = '버튼 목록 보기',
  closeLabel = '버튼 목록 닫기',
  menuLabel = '버튼 목록',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  disabled = false,
  className,
}: DropdownButtonListProps) {
  const list = checkDropdownItems(items, import.meta.env.DEV);
  const [openState, setOpenState] = useState(defaultOpen);
  const open = openProp ?? openState;
  const setOpen = (next: boolean) => {
    setOpenState(next);
    onOpenChange?.(next);
  };
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const disabledFlags = list.map((item) => item.disabled ?? false);

  const focusItem = (index: number | undefined) => {
    if (index !== undefined) itemRefs.current[index]?.focus();
  };
  const handleListKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.findIndex((element) => element === document.activeElement);
    const next = nextItemIndex(event.key, current, disabledFlags);
    if (next === undefined) return;
    event.preventDefault();
    focusItem(next);
  };

  return (
    <div className={clsx(s.root, className)}>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger asChild>
          <Button
            variant="secondary"
            width="full"
            disabled={disabled}
            aria-haspopup="menu"
            icon={open ? <ChevronUp size={16} /> : <ChevronDown size={16} />}
          >
            {open ? closeLabel : openLabel}
          </Button>
        </Popover.Trigger>
        {/* Not portalled: inside a modal the list must stay in the modal's layer and focus scope. */}
        <Popover.Content
          role="menu"
          aria-label={menuLabel}
          align="start"
          sideOffset={4}
          className={s.list}
          onOpenAutoFocus={(event) => {
            // The menu pattern puts focus on the first choosable button, not on the list itself.
            event.preventDefault();
            focusItem(nextItemIndex('Home', -1, disabledFlags));
          }}
          onKeyDown={handleListKeyDown}
        >
          {list.map((item, index) => (
            <button
              key={item.label}
              ref={(element) => {
                itemRefs.current[index] = element;
              }}
              type="button"
              role="menuitem"
              tabIndex={-1}
              disabled={item.disabled}
              className={s.item}
              onClick={() => {
                setOpen(false);
                item.onClick();
              }}
            >
              {item.label}
            </button>
          ))}
        </Popover.Content>
      </Popover.Root>
    </div>
  );
}
