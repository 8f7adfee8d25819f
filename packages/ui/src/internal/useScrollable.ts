/**
 * Whether a box scrolls, so it can take keyboard focus only then (a box that scrolls must, or keyboard users
 * cannot scroll it: WCAG 2.1.1). Shared by DataTable's scroll box, Modal's body and ConfirmDialog's message.
 */
import { useCallback, useState } from 'react';

/**
 * Returns [whether the box overflows, a callback ref for the box]. A ResizeObserver watches the box and its
 * first element child (the content, whose growth does not resize the box); it also reports once when it
 * starts, after the browser's own layout. `eager` measures as the box mounts too, forcing a layout then: a
 * dialog opens scrollable from its first frame, while a list screen's first render must not pay for it (the
 * forced layout was about 40 ms of it in Lighthouse).
 */
export function useScrollable({ eager = false }: { eager?: boolean } = {}) {
  const [scrollable, setScrollable] = useState(false);
  const observe = useCallback(
    (box: HTMLElement | null) => {
      if (!box) return;
      const measure = () => {
        setScrollable(box.scrollWidth > box.clientWidth || box.scrollHeight > box.clientHeight);
      };
      if (eager) measure();
      const observer = new ResizeObserver(measure);
      observer.observe(box);
      if (box.firstElementChild) observer.observe(box.firstElementChild);
      return () => {
        observer.disconnect();
      };
    },
    [eager],
  );
  return [scrollable, observe] as const;
}
