/**
 * A searchable robot picker (ARIA combobox with a listbox): typing searches GET /oa/v1/robots with
 * `filter=q:like:<text>` (machine id, name or address), arrows move through the matches, Enter or a click
 * chooses. Shared by the robot screens that pick one robot (realtime control, filters).
 */
import { useRobots } from '../shared/robotData';
import { type Robot } from '@oa/api';
import type { ROBOT_LIST } from '@oa/contract/robots';
import { listFilterForm } from '../../../app/lists/listFilterForm';
import { TextField } from '@oa/ui/TextField';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import * as s from './RealtimeControlPage.css';

const BY_MACHINE_ID = { key: 'machineId', direction: 'ASC' } as const;
const SEARCH_DELAY_MS = 250;

export interface RobotPickerProps {
  /** The chosen robot's machine id, shown in the field while not searching. */
  value?: string;
  /** Called with the robot the user chose. */
  onSelect: (robot: Robot) => void;
  /** The field's label. Default '로봇 선택'. */
  label?: string;
  className?: string;
}

/** `text` once it has not changed for `ms`. */
function useSettled(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(text);
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [text, ms]);
  return settled;
}

/** Machine id, name or address (the contract's ROBOT_LIST `q`). */
const ROBOT_SEARCH = listFilterForm<typeof ROBOT_LIST>()({ q: 'like' });

export function RobotPicker({ value = '', onSelect, label = '로봇 선택', className }: RobotPickerProps) {
  const listId = useId();
  const [text, setText] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const query = useSettled((text ?? '').trim(), SEARCH_DELAY_MS);
  const { items, total, isLoading, error } = useRobots(
    open ? { size: 10, sort: BY_MACHINE_ID, filters: ROBOT_SEARCH.toFilters({ q: query }) } : null,
  );
  const shown = open && items.length > 0;
  const activeIndex = Math.min(active, Math.max(0, items.length - 1));

  const choose = (robot: Robot) => {
    setOpen(false);
    setText(null);
    onSelect(robot);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + items.length) % Math.max(1, items.length));
    } else if (event.key === 'Enter') {
      const robot = items[activeIndex];
      if (open && robot !== undefined) {
        event.preventDefault();
        choose(robot);
      }
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      setText(null);
    }
  };

  const optionId = (index: number) => `${listId}-${String(index)}`;
  let message: string | null = null;
  if (open && !shown) {
    if (error !== undefined) message = '로봇을 불러오지 못했습니다.';
    else if (isLoading) message = '불러오는 중…';
    else message = '검색된 로봇이 없습니다.';
  }

  return (
    <div className={className ?? s.picker}>
      <TextField
        label={label}
        type="search"
        role="combobox"
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown ? optionId(activeIndex) : undefined}
        autoComplete="off"
        placeholder="기기 ID, 이름 또는 주소로 검색"
        value={text ?? value}
        onChange={(event) => {
          setText(event.target.value);
          setActive(0);
          setOpen(true);
        }}
        onFocus={() => {
          setOpen(true);
        }}
        onClick={() => {
          setOpen(true);
        }}
        onBlur={() => {
          setOpen(false);
          setText(null);
        }}
        onKeyDown={onKeyDown}
      />
      {shown ? (
        <div id={listId} role="listbox" aria-label={`검색된 로봇 ${String(total)}대`} className={s.pickerPopup}>
          {items.map((robot, index) => (
            // Keyboard use is the field's (aria-activedescendant): the options are never focused themselves.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <div
              key={robot.machineId}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              data-active={index === activeIndex}
              className={s.pickerOption}
              // Keeps focus in the field, so the blur does not close the list before the click lands.
              onMouseDown={(event) => {
                event.preventDefault();
              }}
              onClick={() => {
                choose(robot);
              }}
            >
              <span className={s.optionId}>{robot.machineId}</span>
              <span>{robot.name}</span>
              <span className={s.optionMeta}>{robot.district}</span>
            </div>
          ))}
        </div>
      ) : (
        message !== null && (
          <div id={listId} role="status" className={s.pickerPopup}>
            <p className={s.pickerMessage}>{message}</p>
          </div>
        )
      )}
    </div>
  );
}
