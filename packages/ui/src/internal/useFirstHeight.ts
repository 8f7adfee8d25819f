import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * Story support (no component uses it): the height of `ref`'s element, read once it is laid out, then kept. The
 * stories that check a part holds its space show its loading state until this gives a number, then the loaded
 * part, and compare the two heights. Storybook may render a story while its root is still hidden (height 0), so a
 * layout effect alone can read 0: a ResizeObserver waits for the first height above 0.
 */
export function useFirstHeight(ref: RefObject<HTMLElement | null>): number | null {
  const [height, setHeight] = useState<number | null>(null);
  useLayoutEffect(() => {
    const box = ref.current;
    if (height !== null || box === null) return;
    const measure = () => {
      const measured = box.getBoundingClientRect().height;
      if (measured > 0) setHeight(measured);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, [height, ref]);
  return height;
}
