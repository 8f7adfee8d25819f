/** spec §2 and §9: the dropdown holds at most four buttons. */
export const MAX_DROPDOWN_ITEMS = 4;

/**
 * Enforces the four-button limit. In development a longer list throws, so the mistake shows on the first
 * render of the screen that makes it; in production the extra buttons are dropped rather than breaking
 * an operator's screen.
 */
export function checkDropdownItems<T>(items: readonly T[], development: boolean): readonly T[] {
  if (items.length <= MAX_DROPDOWN_ITEMS) return items;
  if (development) {
    throw new Error(
      `DropdownButtonList takes at most ${MAX_DROPDOWN_ITEMS} buttons (spec §2), got ${items.length}. ` +
        'Move the rest to the page or split the list.',
    );
  }
  return items.slice(0, MAX_DROPDOWN_ITEMS);
}

/**
 * The index focus moves to for a navigation key among the menu's items, skipping disabled ones and wrapping
 * around; undefined when the key is not a navigation key or nothing is enabled.
 */
export function nextItemIndex(key: string, current: number, disabled: readonly boolean[]): number | undefined {
  const enabled = disabled.flatMap((isDisabled, index) => (isDisabled ? [] : [index]));
  if (enabled.length === 0) return undefined;
  const first = enabled[0];
  const last = enabled[enabled.length - 1];
  switch (key) {
    case 'Home':
      return first;
    case 'End':
      return last;
    case 'ArrowDown':
      return enabled.find((index) => index > current) ?? first;
    case 'ArrowUp':
      return enabled.findLast((index) => index < current) ?? last;
    default:
      return undefined;
  }
}
