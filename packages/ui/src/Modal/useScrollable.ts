import { useCallback, useState } from 'react';

/**
 * Whether an element overflows (and so must be focusable for keyboard scrolling, WCAG 2.1.1), kept up to
 * date as the window or the content changes size. Returns [overflows, a callback ref for the scrolling
 * element, a callback ref for its content wrapper when there is one].
 */
export function useScrollable() {
  const [value, setValue] = useState(false);
  const [inner, setInner] = useState<HTMLElement | null>(null);
  const observe = useCallback(
    (element: HTMLElement | null) => {
      if (!element) return;
      const measure = () => {
        setValue(element.scrollHeight > element.clientHeight);
      };
      measure();
      const observer = new ResizeObserver(measure);
      observer.observe(element);
      if (inner) observer.observe(inner);
      return () => {
        observer.disconnect();
      };
    },
    [inner],
  );
  return [value, observe, setInner] as const;
}
